// The advisor's order book (/distributor/order-book). The URL keeps the spec's word 'distributor'; the screen is
// part of the orders feature, not of the leads form that /mutual-fund-distributor shows.
import Placeholder, { type PlaceholderProps } from '@/components/ui/Placeholder';

export const ORDER_BOOK_PLAN: PlaceholderProps = {
  title: 'Order book',
  summary: 'Every order placed for your clients with its status.',
  points: ['Orders by date, client and type', 'Status and payment', 'Filters and download'],
};

/** Not built yet: says what the order book will hold. */
export default function OrderBook() {
  return <Placeholder {...ORDER_BOOK_PLAN} />;
}
