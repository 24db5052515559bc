import dynamic from 'next/dynamic';
import TransferRequests from '@/components/clients/TransferRequests';
import UserDashboard from '@/components/dashboard/UserDashboard';

// Only an advisor looking at a client sees notes: investors never load the desk's code.
const ClientNotes = dynamic(() => import('@/components/desk/ClientNotes'), { ssr: false });

const clientDesk = (userId: string) => <ClientNotes userId={userId} />;

export default function DashboardUserPage() {
  return (
    <UserDashboard clientExtras={clientDesk}>
      <TransferRequests />
    </UserDashboard>
  );
}
