import ExpertDashboard from '@/components/dashboard/ExpertDashboard';
import TodaysFollowUps from '@/components/desk/TodaysFollowUps';

const deskCards = (expertId: string) => <TodaysFollowUps rmId={expertId} />;

export default function DashboardExpertPage() {
  return <ExpertDashboard extras={deskCards} />;
}
