import CommissionsReport from '@/components/analytics/CommissionsReport';

export default function Page() {
  return <CommissionsReport />;
}
