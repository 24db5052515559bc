// Small display rules of the portfolio screens. The API sends percentages as numbers (12.34 means 12.34 %);
// the shared Percent component takes a fraction.
import Percent from '@/components/ui/Percent';

export const NOT_AVAILABLE = 'not available';

/** A signed return; a missing one says so instead of showing a dash. */
export function PercentOf({ pct, missing = '—' }: { pct: number | null | undefined; missing?: string }) {
  if (pct === null || pct === undefined) return <span className="muted">{missing}</span>;
  return <Percent value={pct / 100} />;
}

/** XIRR cannot always be computed (a holding of one day, no cash flows): never shown as 0 %. */
export function Xirr({ pct }: { pct: number | null | undefined }) {
  return <PercentOf pct={pct} missing={NOT_AVAILABLE} />;
}

/** '2026-11-21T10:30:00Z' -> '21/11/2026, 16:00' in the viewer's time zone (when the holdings were last valued). */
export function formatValuedAt(iso: string | null | undefined): string {
  if (!iso) return '—';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '—';
  return when.toLocaleString('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
}

export { formatDay, formatUnits } from '@/utils/portfolio/display';

const TXN_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  sip: 'SIP',
  redemption: 'Redemption',
  switch_in: 'Switch in',
  switch_out: 'Switch out',
  stp_in: 'STP in',
  stp_out: 'STP out',
  swp: 'SWP',
  dividend_reinvest: 'Dividend reinvested',
  dividend_payout: 'Dividend paid out',
  stamp_duty: 'Stamp duty',
  stt: 'STT',
  tds: 'TDS',
  reversal: 'Reversal',
};

/** The types the report can filter by (charges and reversals ride along with their transaction). */
export const TXN_FILTER_TYPES = Object.keys(TXN_LABELS).slice(0, 10);

export const txnLabel = (type: string) => TXN_LABELS[type] ?? type;
