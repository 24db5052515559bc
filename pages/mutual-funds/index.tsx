import type { GetStaticProps } from 'next';
import FundListScreen, { type FundListScreenProps } from '@/components/funds/FundListScreen';
import { cachedListProps } from '@/components/funds/loadFundList';

// The plain fund list, from the render cache. /mutual-funds with filters is rewritten by next.config.js to the
// cached views (one category, one fund house, one order) or to the per-request page (any other combination).
export const getStaticProps: GetStaticProps<FundListScreenProps> = () => cachedListProps({});

export default function MutualFundsPage(props: FundListScreenProps) {
  return <FundListScreen {...props} />;
}
