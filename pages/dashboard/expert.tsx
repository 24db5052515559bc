import ExpertDashboard from '@/components/dashboard/ExpertDashboard';

export default function DashboardExpertPage() {
  return <ExpertDashboard />;
}
