import Amount from '@/components/ui/Amount';
import Button, { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useGetAllCartsQuery } from '@/store/api/cart';
import { cartTypeLabel } from '@/utils/cart';
import type { CartGroupView } from '@/utils/orders/wire';
import styles from './Orders.module.scss';

/** What is in the client's carts now (the advisor's own view of them), and the way to review and send them. */
export default function ClientCart({ userId, expertId }: { userId: string; expertId: string | null }) {
  const { data, isLoading, error, refetch } = useGetAllCartsQuery({ userId, expertId });
  const items = Object.values(data ?? {})
    .filter((g): g is CartGroupView => Boolean(g))
    .flatMap((g) => g.items)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className={styles.section} aria-labelledby="client-cart">
      <h2 id="client-cart">In the client&apos;s cart</h2>
      {isLoading && <Skeleton height={64} label="Loading the cart" />}
      {error && (
        <div role="alert" className={styles.error}>
          {errorMessage(error)}{' '}
          <Button size="sm" variant="text" onClick={refetch}>
            Try again
          </Button>
        </div>
      )}
      {data && items.length === 0 && <p className={styles.note}>Nothing yet: search a fund above and add it.</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label="Cart items">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>
                {item.scheme_name}
                <span className={styles.note}>
                  {' '}
                  · {cartTypeLabel(item.cart_type)}
                  {item.sip_day ? ` on day ${item.sip_day}` : ''}
                </span>
              </span>
              <Amount className={styles.amount} paise={item.amount} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <ButtonLink href={`/cart/summary?u=${encodeURIComponent(userId)}`} variant={items.length ? 'primary' : 'secondary'}>
          Review the cart
        </ButtonLink>
      </div>
    </section>
  );
}
