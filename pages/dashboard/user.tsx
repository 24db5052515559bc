import dynamic from 'next/dynamic';
import TransferRequests from '@/components/clients/TransferRequests';
import UserDashboard from '@/components/dashboard/UserDashboard';
import InsurancePolicies from '@/components/insurance/InsurancePolicies';

// Only an advisor looking at a client sees notes: investors never load the desk's code.
const ClientNotes = dynamic(() => import('@/components/desk/ClientNotes'), { ssr: false });

const clientDesk = (userId: string) => <ClientNotes userId={userId} />;
const policies = (userId: string, forClient: boolean) => <InsurancePolicies userId={userId} forClient={forClient} />;

export default function DashboardUserPage() {
  return (
    <UserDashboard clientExtras={clientDesk} extras={policies}>
      <TransferRequests />
    </UserDashboard>
  );
}
