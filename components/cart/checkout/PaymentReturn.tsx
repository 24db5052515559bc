import Skeleton from '@/components/ui/Skeleton';
import { useListOrdersQuery } from '@/store/api/orders';
import OrderReceipt from './OrderReceipt';

/** Back from the sandbox bank or UPI page (?payment=): the orders of that payment and its status. */
export default function PaymentReturn({ userId, paymentId }: { userId: string; paymentId: string }) {
  const list = useListOrdersQuery({ userId });
  if (list.isLoading) return <Skeleton height={160} label="Loading your orders" />;
  const orders = (list.data?.orders ?? []).filter((o) => o.payment_id === paymentId);
  return <OrderReceipt userId={userId} orders={orders} paymentId={paymentId} />;
}
