import type { GetStaticProps } from 'next';
import SavingSchemesScreen from '@/components/savings/SavingSchemesScreen';

// Content written into the app: built once at build time, served as a static page.
export const getStaticProps: GetStaticProps<Record<string, never>> = async () => ({ props: {} });

export default function SavingSchemesPage() {
  return <SavingSchemesScreen />;
}
