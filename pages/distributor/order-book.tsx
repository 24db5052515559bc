import OrderBook from '@/components/orders/OrderBook';

export default function Page() {
  return <OrderBook />;
}
