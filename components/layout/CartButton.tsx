import { useRouter } from 'next/router';
import { cartTarget, type ActiveCartLike } from './cartTarget';
import { CartIcon } from './icons';
import styles from './Header.module.scss';

/**
 * The header's cart: the count badge, and the summary page that suits the active cart's type; for an expert acting
 * for a client (`clientId`), that client's summary.
 */
export default function CartButton({ cart, clientId }: { cart: ActiveCartLike | null; clientId?: string | null }) {
  const router = useRouter();
  const count = cart?.cart_count ?? 0;

  function open() {
    const target = cartTarget(cart, clientId);
    if (!target) return;
    if ('error' in target) {
      // An old-type cart without a session id is only logged; the user stays here.
      console.warn(target.error);
      return;
    }
    void router.push(target.href);
  }

  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.cart}`}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
      onClick={open}
    >
      <CartIcon />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
