import ClientsReport from '@/components/analytics/ClientsReport';

export default function Page() {
  return <ClientsReport />;
}
