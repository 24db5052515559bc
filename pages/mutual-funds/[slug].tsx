import type { GetStaticPaths, GetStaticProps } from 'next';
import FundScreen, { type FundScreenProps } from '@/components/funds/FundScreen';
import { loadFundPage } from '@/components/funds/loadFundPage';

// Nothing is built ahead (the build has no backend): each of the ~14,000 pages is rendered on its first request
// and then served from the render cache until the next import changes its NAV.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<FundScreenProps, { slug: string }> = async ({ params }) =>
  loadFundPage(String(params?.slug ?? ''));

export default function FundPage(props: FundScreenProps) {
  return <FundScreen {...props} />;
}
