import TransactionsReport from '@/components/analytics/TransactionsReport';

export default function Page() {
  return <TransactionsReport />;
}
