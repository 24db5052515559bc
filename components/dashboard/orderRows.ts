// How the dashboard states an order: its status in words with a tone, what it moves, and where its receipt is.
import type { BadgeTone } from '@/components/ui/Badge';
import { formatPaise } from '@/utils/money';
import type { OrderStatus, OrderView } from '@/utils/orders/wire';

export const ORDER_STATUS: Readonly<Record<OrderStatus, { label: string; tone: BadgeTone }>> = {
  placed: { label: 'Placed', tone: 'accent' },
  payment_pending: { label: 'Payment pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'accent' },
  sent_to_amc: { label: 'Sent to fund house', tone: 'accent' },
  completed: { label: 'Units allotted', tone: 'gain' },
  failed: { label: 'Failed', tone: 'loss' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

const ORDER_TYPE: Readonly<Record<OrderView['order_type'], string>> = {
  purchase: 'Lumpsum',
  sip: 'SIP',
  redemption: 'Redemption',
  switch: 'Switch',
  stp: 'STP',
  swp: 'SWP',
};

export const orderTypeLabel = (type: OrderView['order_type']) => ORDER_TYPE[type] ?? type;

/** An amount in rupees, else the units, else 'All units'. */
export function orderQuantity(order: OrderView): string {
  if (order.amount_paise !== null && order.amount_paise > 0) return formatPaise(order.amount_paise);
  if (order.all_units) return 'All units';
  return order.units ? `${order.units} units` : '—';
}

/**
 * The receipt of an order is its checkout's, at the address that survives a reload (the server knows whose it is,
 * so an advisor's link is the same). Orders from before checkouts were kept fall back to the cart summary opened on
 * their payment, where an advisor names the client; an order with neither has no receipt.
 */
export function receiptHref(order: OrderView, clientId: string | null): string | null {
  if (order.checkout_id) return `/cart/summary?checkout=${encodeURIComponent(order.checkout_id)}`;
  if (!order.payment_id) return null;
  const query = new URLSearchParams({ payment: order.payment_id });
  if (clientId) query.set('u', clientId);
  return `/cart/summary?${query.toString()}`;
}
