import CalculatorsIndex from '@/components/calculators/CalculatorsIndex';

// No data to load: Next serves this page as static HTML built once.
export default function Page() {
  return <CalculatorsIndex />;
}
