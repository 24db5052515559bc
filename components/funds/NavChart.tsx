import { useState } from 'react';
import Chart from '@/components/ui/Chart';
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
  NAV_RANGES,
  type NavRange,
  coversRange,
  downsample,
  findGaps,
  seriesChange,
  sliceRange,
} from '@/utils/funds/navSeries';
import styles from './FundPage.module.scss';
import { useNavHistory } from './useNavHistory';

/**
 * The NAV chart, rendered in the browser only (the page loads it lazily after first paint). The whole
 * history (~2,500 NAVs) is fetched once; ranges are cut from it and thinned to what a chart can show.
 */
function NavChart({ schemeCode, name }: { schemeCode: number; name: string }) {
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

  const visible = sliceRange(points, range);
  const thin = downsample(visible);
  const gaps = findGaps(visible);
  const change = seriesChange(visible);
  const first = visible[0];
  const last = visible[visible.length - 1];
  const label = range === '1M' ? formatDayMonth : formatMonthYear;

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
          <p className={styles.rangeChange}>
            {formatNav(first.nav)} on {formatNavDate(first.date)} → {formatNav(last.nav)} on{' '}
            {formatNavDate(last.date)}
            {change !== null && (
              <strong className={change >= 0 ? 'gain' : 'loss'}> ({formatReturn(change)})</strong>
            )}
          </p>
          <Chart
            title={`NAV of ${name}`}
            labels={thin.map((p) => label(p.date))}
            series={[{ name: 'NAV', values: thin.map((p) => Number(p.nav)) }]}
            formatValue={formatINR}
            baseline="fit"
            maxLabels={4}
            summary={`NAV of ${name} from ${formatNav(first.nav)} on ${formatNavDate(first.date)} to ${formatNav(last.nav)} on ${formatNavDate(last.date)}${change !== null ? `, ${formatReturn(change)}` : ''}.`}
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
          We hold no NAVs between {formatNavDate(g.from)} and {formatNavDate(g.to)}; the line is
          drawn straight across that stretch.
        </p>
      ))}
    </div>
  );
}

export default NavChart;
