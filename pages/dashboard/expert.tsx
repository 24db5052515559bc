import ExpertDashboard from '@/components/dashboard/ExpertDashboard';
import LeadsBoard from '@/components/desk/LeadsBoard';
import TodaysFollowUps from '@/components/desk/TodaysFollowUps';

const deskCards = (expertId: string) => (
  <>
    <TodaysFollowUps rmId={expertId} />
    <LeadsBoard rmId={expertId} />
  </>
);

export default function DashboardExpertPage() {
  return <ExpertDashboard extras={deskCards} />;
}
