import { ChartHover, ChartTable, GridLines, ValueAxis } from './ChartParts';
import {
  labelIndexes,
  lineRuns,
  niceRangeTicks,
  niceTicks,
  timePercent,
  timeTicks,
  xPercent,
} from './chartScale';
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
  /**
   * A time axis instead of one step per point: each point's time (UTC ms, ascending), the span drawn, how a tick's
   * time prints, and the longest step still joined by the line (a longer hole in the data leaves the line broken).
   */
  time?: {
    at: readonly number[];
    from: number;
    to: number;
    formatTick: (t: number) => string;
    breakOver?: number;
  };
  /** How one point's value prints in the hover card and the table (default `formatValue`, which the axis uses). */
  formatPoint?: (value: number) => string;
  /** Let the keyboard read the values too: the plot takes focus and the arrow keys move from point to point. */
  keyboard?: boolean;
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

/** The line through points at `xs` (percent of the width), broken between runs; a run of one point is a dot. */
function pathOf(
  values: readonly number[],
  xs: readonly number[],
  runs: readonly [number, number][],
  bottom: number,
  top: number,
): string {
  const y = (v: number) => (100 - ((v - bottom) / (top - bottom)) * 100).toFixed(3);
  // A single point gets a short flat stroke so it is still visible.
  if (values.length === 1) return `M40.000 ${y(values[0])} L60.000 ${y(values[0])}`;
  return runs
    .map(([a, b]) => {
      const idx = b > a ? Array.from({ length: b - a + 1 }, (_, k) => a + k) : [a, a];
      return idx.map((i, k) => `${k === 0 ? 'M' : 'L'}${xs[i].toFixed(3)} ${y(values[i])}`).join(' ');
    })
    .join(' ');
}

/** A label this close (percent) to either side is aligned to it rather than centred, so it is not cut off. */
function edgeAt(left: number, within: number): 'start' | 'end' | undefined {
  return left <= within ? 'start' : left >= 100 - within ? 'end' : undefined;
}

/** The soft area under each run of the main line. */
function areaOf(
  values: readonly number[],
  xs: readonly number[],
  runs: readonly [number, number][],
  bottom: number,
  top: number,
): string {
  return runs
    .filter(([a, b]) => b > a)
    .map(
      ([a, b]) =>
        `${pathOf(values.slice(a, b + 1), xs.slice(a, b + 1), [[0, b - a]], bottom, top)} L${xs[b].toFixed(3)} 100 L${xs[a].toFixed(3)} 100 Z`,
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
  time,
  formatPoint = formatValue,
  keyboard = false,
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
  const n = labels.length;
  const xs = time
    ? time.at.map((t) => timePercent(t, time.from, time.to))
    : labels.map((_, i) => xPercent(i, n));
  const runs: [number, number][] = time
    ? lineRuns(time.at, time.breakOver ?? Infinity)
    : n > 0
      ? [[0, n - 1]]
      : [];
  // The x labels: the chosen points' own labels, or on a time axis ticks at calendar steps.
  const xLabels = time
    ? timeTicks(time.from, time.to, maxLabels).map((t) => ({
        key: t,
        left: timePercent(t, time.from, time.to),
        text: time.formatTick(t),
        edge: edgeAt(timePercent(t, time.from, time.to), 8),
      }))
    : labelIndexes(n, maxLabels).map((i) => ({
        key: i,
        left: xPercent(i, n),
        text: labels[i],
        edge: n < 2 ? undefined : edgeAt(xPercent(i, n), 0),
      }));
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
              d={areaOf(main.values, xs, runs, bottom, top)}
            />
          )}
          {series.map((s, i) => (
            <path
              key={s.name}
              className={`${styles.line} ${styles[toneOf(i, series.length)]}`}
              d={pathOf(s.values, xs, runs, bottom, top)}
            />
          ))}
        </svg>
        <ChartHover
          kind="line"
          labels={labels}
          series={series}
          formatValue={formatPoint}
          positions={xs}
          keyboard={keyboard ? title : undefined}
        />
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        {xLabels.map((l) => (
          <span
            key={l.key}
            style={{ left: `${l.left}%` }}
            data-edge={l.edge}
          >
            {l.text}
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
      {table && <ChartTable title={title} labels={labels} series={series} format={formatPoint} />}
    </figure>
  );
}
