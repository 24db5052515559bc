import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useListOrdersQuery } from '@/store/api/orders';
import { formatNavDate } from '@/utils/funds/format';
import type { OrderView } from '@/utils/orders/wire';
import { actorLabel } from '@/utils/session/actors';
import OrderHistory from '@/components/shared/orders/OrderHistory';
import { ORDER_STATUS, orderQuantity, orderTypeLabel, receiptHref } from './orderRows';
import styles from './Dashboard.module.scss';

const SHOWN = 5;

/** The NAV the units got once allotted, else the one they are expected at. */
function navDateText(order: OrderView): string {
  if (order.nav_date) return ` · NAV date ${formatNavDate(order.nav_date)}`;
  return order.expected_nav_date ? ` · Expected NAV date ${formatNavDate(order.expected_nav_date)}` : '';
}

/** The latest orders with where each stands; each links to its receipt when it had a payment. */
export default function OrdersCard({ userId, forClient }: { userId: string; forClient: boolean }) {
  const { data, isLoading, error, refetch } = useListOrdersQuery({ userId });
  const orders = data?.orders.slice(0, SHOWN) ?? [];
  return (
    <Card title="Orders">
      {isLoading && <Skeleton height={96} label="Loading the orders" />}
      {error && (
        <div role="alert">
          <p className={styles.note}>{errorMessage(error)}</p>
          <Button size="sm" variant="secondary" onClick={refetch}>
            Try again
          </Button>
        </div>
      )}
      {data && orders.length === 0 && <p className={styles.note}>No orders yet. Orders you place appear here.</p>}
      {orders.length > 0 && (
        <ul className={styles.orders} aria-label="Latest orders">
          {orders.map((order) => {
            const status = ORDER_STATUS[order.status];
            const href = receiptHref(order, forClient ? userId : null);
            return (
              <li key={order.id} className={styles.order}>
                <p className={styles.orderHead}>
                  <Badge tone={status?.tone ?? 'neutral'}>{status?.label ?? order.status}</Badge>
                  <span className={styles.figure}>{orderQuantity(order)}</span>
                </p>
                <p className={styles.orderName}>
                  {href ? <Link href={href}>{order.scheme_name}</Link> : order.scheme_name}
                </p>
                <p className={styles.note}>
                  {orderTypeLabel(order.order_type)} · No. {order.order_no}
                  {navDateText(order)}
                </p>
                {order.prepared_by && order.prepared_by.kind !== 'investor' && (
                  <p className={styles.note}>Prepared by {actorLabel(order.prepared_by)}</p>
                )}
                <OrderHistory orderId={order.id} orderNo={order.order_no} userId={userId} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
