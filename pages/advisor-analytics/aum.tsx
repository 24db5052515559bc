import AumReport from '@/components/analytics/AumReport';

export default function Page() {
  return <AumReport />;
}
