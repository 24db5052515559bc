import type { ChartLine, ChartProps } from './Chart';
import { ChartHover, ChartTable, GridLines, ValueAxis } from './ChartParts';
import { labelIndexes, niceRangeTicks, niceTicks } from './chartScale';
import styles from './Chart.module.scss';

/** As the line Chart's props; each label is a group of side-by-side bars (one to three series). */
export type BarChartProps = Omit<ChartProps, 'baseline' | 'table'>;

const TONES = ['accent', 'second', 'third'] as const;
const GROUP_SHARE = 0.7;

export function barSummary(
  title: string,
  labels: string[],
  series: ChartLine[],
  format: (v: number) => string,
): string {
  if (labels.length === 0) return `${title}: no data.`;
  const parts = labels.map(
    (label, i) =>
      `${label} ${series.map((s) => `${series.length > 1 ? `${s.name} ` : ''}${format(s.values[i])}`).join(', ')}`,
  );
  return `${title}: ${parts.join('; ')}.`;
}

/**
 * Bars drawn as SVG on the server like the line Chart (no chart library, no layout shift). Negative values hang
 * below the zero line. Pointing at a group shows its values; screen readers get the summary, and everyone can
 * open the same numbers as a table.
 */
export default function BarChart({
  title,
  labels,
  series,
  formatValue,
  summary,
  height = 240,
  maxLabels = 6,
}: BarChartProps) {
  const n = labels.length;
  const finite = series.flatMap((s) => s.values.filter(Number.isFinite));
  const min = Math.min(0, ...finite);
  const ticks =
    min < 0 ? niceRangeTicks(min, Math.max(0, ...finite)) : niceTicks(Math.max(0, ...finite));
  const bottom = ticks[0];
  const top = ticks[ticks.length - 1];
  const level = (v: number) => ((v - bottom) / (top - bottom)) * 100;
  const zero = 100 - level(0);
  const band = n ? 100 / n : 100;
  const barWidth = (band * GROUP_SHARE) / Math.max(1, series.length);
  const centre = (i: number) => (i + 0.5) * band;

  return (
    <figure className={styles.chart}>
      <div className={styles.plot} style={{ height }}>
        <ValueAxis ticks={ticks} level={level} format={formatValue} />
        <svg
          className={styles.svg}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          focusable="false"
          aria-hidden="true"
        >
          <GridLines ticks={ticks} level={level} />
          {labels.map((label, i) =>
            series.map((s, k) => {
              const v = s.values[i];
              if (!Number.isFinite(v)) return null;
              const y = 100 - level(v);
              return (
                <rect
                  key={`${label}-${s.name}`}
                  className={`${styles.bar} ${styles[TONES[k % TONES.length]]}`}
                  x={centre(i) - (band * GROUP_SHARE) / 2 + k * barWidth}
                  width={barWidth}
                  y={Math.min(y, zero)}
                  height={Math.abs(zero - y)}
                />
              );
            }),
          )}
        </svg>
        <ChartHover kind="bar" labels={labels} series={series} formatValue={formatValue} />
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        {labelIndexes(n, maxLabels).map((i) => (
          <span key={i} style={{ left: `${centre(i)}%` }}>
            {labels[i]}
          </span>
        ))}
      </div>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, k) => (
            <li key={s.name}>
              <svg width="12" height="12" aria-hidden="true">
                <rect
                  className={`${styles.bar} ${styles[TONES[k % TONES.length]]}`}
                  width="12"
                  height="12"
                  rx="2"
                />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <figcaption className="visually-hidden">
        {summary ?? barSummary(title, labels, series, formatValue)}
      </figcaption>
      <ChartTable title={title} labels={labels} series={series} format={formatValue} />
    </figure>
  );
}
