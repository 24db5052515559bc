import { useState } from 'react';
import Chart from '@/components/ui/Chart';
import { DAY_MS } from '@/components/ui/chartScale';
import { formatINR } from '@/utils/money';
import {
  formatDayMonth,
  formatMonthYear,
  formatNav,
  formatNavDate,
  formatReturn,
} from '@/utils/funds/format';
import {
  DEFAULT_NAV_RANGE,
  GAP_DAYS,
  NAV_RANGES,
  type NavRange,
  coversRange,
  downsampleRuns,
  findGaps,
  rangeChange,
  rangeWindow,
  timeOf,
} from '@/utils/funds/navSeries';
import type { FundReturns } from '@/utils/funds/types';
import styles from './FundPage.module.scss';
import { useNavHistory } from './useNavHistory';

const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The NAV chart, rendered in the browser only (the page loads it lazily after first paint). The whole
 * history (~2,500 NAVs) is fetched once; ranges are cut from it and thinned to what a chart can show. The x-axis
 * is time, so a hole in the data is a blank stretch, not a price move; the change a range shows is the returns
 * table's figure for the same period (`returns`, the page's), never a second computation.
 */
function NavChart({
  schemeCode,
  name,
  returns,
}: {
  schemeCode: number;
  name: string;
  returns: FundReturns | null;
}) {
  const { points, loading, retry } = useNavHistory(schemeCode);
  const [range, setRange] = useState<NavRange>(DEFAULT_NAV_RANGE);

  if (loading) {
    return (
      <div className={styles.chartBox} role="status">
        <span className={styles.chartWait}>Loading the NAV history…</span>
      </div>
    );
  }
  if (!points) {
    return (
      <div className={styles.chartBox}>
        <p className={styles.chartWait}>
          The NAV history could not be loaded.{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={retry}
          >
            Try again
          </button>
        </p>
      </div>
    );
  }

  const span = rangeWindow(points, range);
  const visible = span.points;
  const thin = downsampleRuns(visible);
  const gaps = findGaps(visible);
  const change = span.startKnown ? rangeChange(returns, range) : null;
  const first = visible[0];
  const last = visible[visible.length - 1];
  const tick = range === '1M' ? formatDayMonth : formatMonthYear;
  const changeText = change !== null ? `, ${formatReturn(change)}` : '';
  // The hover card prints a NAV with the decimals the fund's NAVs are published with (AMFI: usually four).
  const decimals = last?.nav.split('.')[1]?.length ?? 4;

  return (
    <div className={styles.chartBox}>
      <div className={styles.ranges} role="group" aria-label="Chart range">
        {NAV_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === range}
            onClick={() => setRange(r)}
            className={styles.range}
          >
            {r}
          </button>
        ))}
      </div>
      {visible.length >= 2 ? (
        <>
          <p className={styles.rangeChange} data-testid="range-change">
            {formatNav(first.nav)} on {formatNavDate(first.date)} → {formatNav(last.nav)} on{' '}
            {formatNavDate(last.date)}
            {change !== null && (
              <strong className={change >= 0 ? 'gain' : 'loss'}> ({formatReturn(change)})</strong>
            )}
          </p>
          {change === null && (
            <p className={styles.note} data-testid="range-unknown">
              {span.startKnown
                ? 'The change over this range could not be worked out.'
                : `We hold no NAV near ${formatNavDate(span.start)}, where this range starts, so we show no change for it (the returns table shows — for the same reason).`}
            </p>
          )}
          <Chart
            title={`NAV of ${name}`}
            labels={thin.map((p) => formatNavDate(p.date))}
            series={[{ name: 'NAV', values: thin.map((p) => Number(p.nav)) }]}
            formatValue={formatINR}
            formatPoint={(v) => formatNav(v.toFixed(decimals))}
            baseline="fit"
            maxLabels={4}
            time={{
              at: thin.map((p) => timeOf(p.date)),
              from: timeOf(span.from),
              to: timeOf(span.to),
              formatTick: (t) => tick(isoOf(t)),
              breakOver: GAP_DAYS * DAY_MS,
            }}
            keyboard
            summary={`NAV of ${name} from ${formatNav(first.nav)} on ${formatNavDate(first.date)} to ${formatNav(last.nav)} on ${formatNavDate(last.date)}${changeText}.`}
          />
        </>
      ) : (
        <p className={styles.chartWait}>There are not enough NAVs in this range to draw a line.</p>
      )}
      {!coversRange(points, range) && points.length > 0 && (
        <p className={styles.note}>
          Our NAV history of this fund starts on {formatNavDate(points[0].date)}.
        </p>
      )}
      {gaps.map((g) => (
        <p key={g.from} className={styles.note}>
          We hold no NAVs between {formatNavDate(g.from)} and {formatNavDate(g.to)}; the line breaks
          across that stretch.
        </p>
      ))}
    </div>
  );
}

export default NavChart;
