import { useState } from 'react';
import Skeleton from '@/components/ui/Skeleton';
import { useListOrdersQuery } from '@/store/api/orders';
import OrderReceipt from './OrderReceipt';

/**
 * Back from the sandbox bank or UPI page (?payment=): the orders confirmed with that payment — its lumpsums and the
 * SIPs of the same checkout, whose mandate may still wait for approval — and the payment's status. The orders are
 * picked once: a retried payment gives them a new payment id, and they must stay on the receipt.
 */
export default function PaymentReturn({ userId, paymentId }: { userId: string; paymentId: string }) {
  const list = useListOrdersQuery({ userId });
  const [ids, setIds] = useState<string[] | null>(null);
  if (!ids && list.data) {
    const checkouts = new Set(list.data.orders.filter((o) => o.payment_id === paymentId).map((o) => o.checkout_id));
    setIds(list.data.orders.filter((o) => o.payment_id === paymentId || (o.checkout_id && checkouts.has(o.checkout_id))).map((o) => o.id));
  }
  if (!ids || !list.data) return <Skeleton height={160} label="Loading your orders" />;
  const orders = list.data.orders.filter((o) => ids.includes(o.id));
  return <OrderReceipt userId={userId} orders={orders} paymentId={paymentId} />;
}
