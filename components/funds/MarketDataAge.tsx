import { formatNavDate } from '@/utils/funds/format';

/**
 * How old the figures are (issue 31, item 13): the newest NAV date in the market data ZF holds. Said as a date, not
 * "N days ago", so a cached page reads the same to everyone; the demo's data ends on its last import.
 */
export default function MarketDataAge({ latestNavDate, className }: { latestNavDate: string | null; className?: string }) {
  if (!latestNavDate) return null;
  return (
    <p className={className} data-testid="market-data-age">
      NAVs as of {formatNavDate(latestNavDate)}: the latest day in the market data ZF holds (AMFI’s daily NAV file).
    </p>
  );
}
