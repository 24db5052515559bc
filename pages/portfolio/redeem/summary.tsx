import SummaryPage from '@/components/cart/SummaryPage';

export default function Page() {
  return <SummaryPage kind="redemption" />;
}
