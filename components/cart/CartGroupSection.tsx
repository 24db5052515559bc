import { useState } from 'react';
import Amount from '@/components/ui/Amount';
import Button from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { cartChartColour, cartTypeLabel } from '@/utils/cart';
import type { CartGroupView } from '@/utils/orders/wire';
import CartItemRow from './CartItemRow';
import styles from './Cart.module.scss';

interface GroupProps {
  group: CartGroupView;
  removingId?: string | null;
  /** Without onRemove and onClear the cart is shown read-only (sent to the client, or the client's own link). */
  onRemove?: (itemId: string) => void;
  onClear?: () => Promise<unknown>;
  clearing?: boolean;
}

/** One cart type: its label, count and total, its items, and Clear behind a question. */
export default function CartGroupSection({ group, removingId, onRemove, onClear, clearing }: GroupProps) {
  const [asking, setAsking] = useState(false);
  const label = cartTypeLabel(group.cart_type);
  const headingId = `cart-group-${group.cart_type}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        <h2 id={headingId}>
          <span className={styles.swatch} style={{ background: cartChartColour(group.cart_type) }} aria-hidden="true" />
          {label}
        </h2>
        <span className="tabular">
          {group.count} {group.count === 1 ? 'item' : 'items'} · <Amount paise={group.total_amount} />
        </span>
        {onClear && (
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            Clear {label}
          </Button>
        )}
      </div>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <CartItemRow key={item.id} item={item} removing={removingId === item.id} onRemove={onRemove && (() => onRemove(item.id))} />
        ))}
      </ul>
      {onClear && (
        <ConfirmDialog
          open={asking}
          title={`Clear ${label}?`}
          message={`All ${group.count} ${group.count === 1 ? 'item' : 'items'} of this cart will be removed.`}
          confirmLabel="Clear"
          busy={clearing ?? false}
          onCancel={() => setAsking(false)}
          onConfirm={() => void onClear().finally(() => setAsking(false))}
        />
      )}
    </section>
  );
}
