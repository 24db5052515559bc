import { useState, type MouseEvent } from 'react';
import styles from './Chart.module.scss';

export interface ChartRow {
  name: string;
  value: string;
}

/**
 * Which point or bar the pointer is over. `indexAt` turns the pointer's share of the plot's width (0 to 1)
 * into an index, so lines (nearest point) and bars (the band under the pointer) share one hook.
 */
export function useChartPointer(count: number, indexAt: (share: number, count: number) => number) {
  const [active, setActive] = useState<number | null>(null);
  return {
    active,
    setActive,
    onMouseMove(event: MouseEvent<HTMLElement>) {
      const box = event.currentTarget.getBoundingClientRect();
      if (!box.width || count === 0) return;
      const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
      setActive(indexAt(share, count));
    },
    onMouseLeave: () => setActive(null),
  };
}

/** The hover card. Hidden from screen readers: they get the summary and the table of the same numbers. */
export function ChartTooltip({
  left,
  title,
  rows,
}: {
  left: number;
  title: string;
  rows: readonly ChartRow[];
}) {
  return (
    <div
      className={styles.tooltip}
      style={{ left: `${left}%` }}
      data-edge={left < 15 ? 'start' : left > 85 ? 'end' : undefined}
      aria-hidden="true"
      data-testid="chart-tooltip"
    >
      <strong>{title}</strong>
      {rows.map((r) => (
        <span key={r.name}>
          {r.name}: <b>{r.value}</b>
        </span>
      ))}
    </div>
  );
}

/** The chart's numbers as a table, folded away until asked for (the advisor's desk wants them beside every chart). */
export function ChartTable({
  title,
  labels,
  series,
  format,
  labelHeader = '',
}: {
  title: string;
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[]; format?: (v: number) => string }[];
  format: (v: number) => string;
  labelHeader?: string;
}) {
  return (
    <details className={styles.table}>
      <summary>Show the numbers</summary>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader || <span className="visually-hidden">Label</span>}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.name}>{(s.format ?? format)(s.values[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

interface AxisProps {
  ticks: readonly number[];
  /** Height of a value as a percentage of the plot. */
  level: (value: number) => number;
}

/** The value labels at the left of a line or bar plot (HTML, so they stay readable at any width). */
export function ValueAxis({ ticks, level, format }: AxisProps & { format: (v: number) => string }) {
  return (
    <div className={styles.yAxis} aria-hidden="true">
      {ticks.map((t) => (
        <span key={t} style={{ bottom: `${level(t)}%` }}>
          {format(t)}
        </span>
      ))}
    </div>
  );
}

/** The horizontal grid lines inside the plot's SVG. */
export function GridLines({ ticks, level }: AxisProps) {
  return ticks.map((t) => (
    <line key={t} className={styles.grid} x1="0" x2="100" y1={100 - level(t)} y2={100 - level(t)} />
  ));
}
