import ManagerOverview from '@/components/clients/ManagerOverview';
import { useManagerOwnView } from '@/components/clients/useMerchant';
import ExpertDashboard from '@/components/dashboard/ExpertDashboard';
import LeadsBoard from '@/components/desk/LeadsBoard';
import TodaysFollowUps from '@/components/desk/TodaysFollowUps';
import UpcomingFollowUps from '@/components/desk/UpcomingFollowUps';

const deskCards = (expertId: string) => (
  <>
    <TodaysFollowUps rmId={expertId} />
    <UpcomingFollowUps rmId={expertId} />
    <LeadsBoard rmId={expertId} />
  </>
);

/** An advisor's dashboard; a relationship manager in their own view lands on their team instead. */
export default function DashboardExpertPage() {
  if (useManagerOwnView()) return <ManagerOverview />;
  return <ExpertDashboard extras={deskCards} />;
}
