import DonutChart from '@/components/ui/DonutChart';
import type { SchemeHolding } from '@/services/portfolio.types';
import { abbreviateINR, paiseToRupees } from '@/utils/money';
import { assetClassOf } from './sortHoldings';

/** Current value by asset class; the chart carries a table of the same numbers for screen readers. */
export default function AllocationChart({ holdings }: { holdings: readonly SchemeHolding[] }) {
  const byClass = new Map<string, number>();
  for (const h of holdings) {
    const name = assetClassOf(h.category);
    byClass.set(name, (byClass.get(name) ?? 0) + paiseToRupees(h.current_value));
  }
  const slices = [...byClass].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value);
  if (slices.length === 0) return null;
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <DonutChart
      title="Allocation by asset class"
      slices={slices}
      formatValue={(v) => abbreviateINR(v)}
      centre={abbreviateINR(total)}
    />
  );
}
