import UserDashboard from '@/components/dashboard/UserDashboard';

export default function DashboardUserPage() {
  return <UserDashboard />;
}
