import SummaryReport from '@/components/analytics/SummaryReport';

export default function Page() {
  return <SummaryReport />;
}
