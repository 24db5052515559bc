import { ChartHover, ChartTable, GridLines, ValueAxis } from './ChartParts';
import { labelIndexes, niceRangeTicks, niceTicks, xPercent } from './chartScale';
import styles from './Chart.module.scss';

export interface ChartLine {
  name: string;
  values: number[];
}

export interface ChartProps {
  /** What the chart shows; also its accessible name. */
  title: string;
  /** One label per point (e.g. 'Year 3'). */
  labels: string[];
  /** Up to four lines; the last one is drawn as the main line with a soft area under it. */
  series: ChartLine[];
  /** How axis values and the summary print (e.g. abbreviated rupees). */
  formatValue: (value: number) => string;
  /** Text for screen readers; by default each line's first and last value. */
  summary?: string;
  /** Plot height in px. */
  height?: number;
  /** 'zero' (default) starts the value axis at 0; 'fit' spans just the data (prices such as a NAV). */
  baseline?: 'zero' | 'fit';
  /** Most x labels printed (default 5); wide labels such as 'Aug-2025' need fewer to fit a phone. */
  maxLabels?: number;
  /** Offer the same numbers as a table under the chart. */
  table?: boolean;
}

const OTHER_TONES = ['muted', 'second', 'third'] as const;

/** The last line is the main one in the accent colour; the others take the quieter tones. */
function toneOf(i: number, n: number): string {
  return i === n - 1 ? 'accent' : OTHER_TONES[i % OTHER_TONES.length];
}

export function defaultSummary(
  title: string,
  labels: string[],
  series: ChartLine[],
  format: (v: number) => string,
): string {
  if (labels.length === 0) return `${title}: no data.`;
  const first = labels[0];
  const last = labels[labels.length - 1];
  const parts = series.map((s) =>
    labels.length === 1
      ? `${s.name} ${format(s.values[0])} at ${first}`
      : `${s.name} from ${format(s.values[0])} at ${first} to ${format(s.values[s.values.length - 1])} at ${last}`,
  );
  return `${title}: ${parts.join('; ')}.`;
}

function pathOf(values: number[], bottom: number, top: number): string {
  const n = values.length;
  // A single point gets a short flat stroke so it is still visible.
  const points =
    n === 1
      ? [
          [40, values[0]],
          [60, values[0]],
        ]
      : values.map((v, i) => [xPercent(i, n), v]);
  return points
    .map(
      ([x, v], i) =>
        `${i === 0 ? 'M' : 'L'}${x.toFixed(3)} ${(100 - ((v - bottom) / (top - bottom)) * 100).toFixed(3)}`,
    )
    .join(' ');
}

/**
 * A small line chart drawn as SVG on the server, so it costs no chart library and no layout
 * shift. Lines scale with the box (non-scaling strokes); axis labels are HTML so they stay
 * readable at any width. Screen readers get a text summary instead of the drawing.
 */
export default function Chart({
  title,
  labels,
  series,
  formatValue,
  summary,
  height = 240,
  baseline = 'zero',
  maxLabels = 5,
  table = false,
}: ChartProps) {
  const finite = series.flatMap((s) => s.values.filter(Number.isFinite));
  const ticks =
    baseline === 'fit' && finite.length
      ? niceRangeTicks(Math.min(...finite), Math.max(...finite))
      : niceTicks(Math.max(0, ...finite));
  const bottom = ticks[0];
  const top = ticks[ticks.length - 1];
  /** Height of a value as a percentage of the plot, 0 at the bottom tick. */
  const level = (v: number) => ((v - bottom) / (top - bottom)) * 100;
  const shown = labelIndexes(labels.length, maxLabels);
  const main = series[series.length - 1];
  const text = summary ?? defaultSummary(title, labels, series, formatValue);

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
          {main && main.values.length > 1 && (
            <path
              className={styles.area}
              d={`${pathOf(main.values, bottom, top)} L100 100 L0 100 Z`}
            />
          )}
          {series.map((s, i) => (
            <path
              key={s.name}
              className={`${styles.line} ${styles[toneOf(i, series.length)]}`}
              d={pathOf(s.values, bottom, top)}
            />
          ))}
        </svg>
        <ChartHover kind="line" labels={labels} series={series} formatValue={formatValue} />
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        {shown.map((i) => (
          <span
            key={i}
            style={{ left: `${xPercent(i, labels.length)}%` }}
            data-edge={
              labels.length < 2
                ? undefined
                : i === 0
                  ? 'start'
                  : i === labels.length - 1
                    ? 'end'
                    : undefined
            }
          >
            {labels[i]}
          </span>
        ))}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.name}>
            <span className={`${styles.swatch} ${styles[toneOf(i, series.length)]}`} />
            {s.name}
          </li>
        ))}
      </ul>
      <figcaption className="visually-hidden">{text}</figcaption>
      {table && <ChartTable title={title} labels={labels} series={series} format={formatValue} />}
    </figure>
  );
}
