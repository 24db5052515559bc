import TransferRequests from '@/components/clients/TransferRequests';
import UserDashboard from '@/components/dashboard/UserDashboard';

export default function DashboardUserPage() {
  return (
    <UserDashboard>
      <TransferRequests />
    </UserDashboard>
  );
}
