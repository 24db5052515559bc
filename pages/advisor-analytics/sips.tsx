import SipsReport from '@/components/analytics/SipsReport';

export default function Page() {
  return <SipsReport />;
}
