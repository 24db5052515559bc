import DonutChart from '@/components/ui/DonutChart';
import { CART_CHART_COLOURS, CART_TYPE_LABELS, mergedCartType } from '@/utils/cart';
import { formatPaise } from '@/utils/money';
import type { CartGroupView } from '@/utils/orders/wire';
import styles from './Cart.module.scss';

/**
 * Totals by type, drawn in the spec's cart colours (SIP and lumpsum purchases as Purchase); the chart carries a
 * table of the same numbers for screen readers. Redemptions and switches by units count by their items' amounts.
 */
export default function CartTotals({ groups }: { groups: CartGroupView[] }) {
  const totals = new Map<keyof typeof CART_CHART_COLOURS, number>();
  for (const g of groups) {
    const type = mergedCartType(g.cart_type);
    totals.set(type, (totals.get(type) ?? 0) + g.total_amount);
  }
  const slices = [...totals].map(([type, value]) => ({ name: CART_TYPE_LABELS[type], value, color: CART_CHART_COLOURS[type] }));
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <section className={styles.totals} aria-label="Totals by type">
      <DonutChart title="Cart totals by type" slices={slices} formatValue={(v) => formatPaise(v)} centre={formatPaise(total)} />
      <p className={styles.note}>
        {groups.reduce((n, g) => n + g.count, 0)} items, {formatPaise(total)} in all.
      </p>
    </section>
  );
}
