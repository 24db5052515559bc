import DonutChart from '@/components/ui/DonutChart';
import { CART_CHART_COLOURS, CART_TYPE_LABELS, mergedCartType } from '@/utils/cart';
import { formatPaise } from '@/utils/money';
import type { CartGroupView } from '@/utils/orders/wire';
import styles from './Cart.module.scss';

const PURCHASES = new Set(['purchase', 'purchase_lumpsum', 'purchase_sip']);
const OUTFLOWS = new Set(['redemption', 'switch', 'stp', 'swp']);

/**
 * What the cart asks of the investor, in words: a SIP is a monthly amount, not money paid now, so lumpsums and SIPs
 * are never added up ("₹35,000 to pay now, then ₹5,000 a month by SIP"); orders out of folios are said apart.
 */
export function totalsLine(groups: CartGroupView[]): string {
  let now = 0;
  let monthly = 0;
  let out = 0;
  for (const g of groups) {
    for (const item of g.items) {
      // Step-ups change running SIPs: they neither pay now nor take money out.
      if (OUTFLOWS.has(g.cart_type)) out += item.amount;
      else if (!PURCHASES.has(g.cart_type)) continue;
      else if (item.sip_day !== null) monthly += item.amount;
      else now += item.amount;
    }
  }
  const count = groups.reduce((n, g) => n + g.count, 0);
  const parts = [
    now > 0 ? `${formatPaise(now)} to pay now` : null,
    monthly > 0 ? `${now > 0 ? 'then ' : ''}${formatPaise(monthly)} a month by SIP` : null,
    out > 0 ? `${formatPaise(out)} out of your folios` : null,
  ].filter(Boolean);
  return `${count} ${count === 1 ? 'item' : 'items'}${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}

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
      <p className={styles.note}>{totalsLine(groups)}</p>
    </section>
  );
}
