import { useState, type MouseEvent } from 'react';
import { xPercent } from './chartScale';
import styles from './Chart.module.scss';

export interface ChartHoverProps {
  /** 'line': the nearest point, marked with a guide; 'bar': the band under the pointer. */
  kind: 'line' | 'bar';
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
  formatValue: (value: number) => string;
}

function indexAt(kind: ChartHoverProps['kind'], share: number, n: number): number {
  if (kind === 'bar') return Math.min(n - 1, Math.floor(share * n));
  return n <= 1 ? 0 : Math.round(share * (n - 1));
}

/** Where point or band i sits, as a percentage of the plot's width. */
export function hoverLeft(kind: ChartHoverProps['kind'], i: number, n: number): number {
  return kind === 'bar' ? ((i + 0.5) / n) * 100 : xPercent(i, n);
}

/**
 * The pointer layer over a plot: a card with the values under the pointer. ChartHover in ChartParts loads
 * it on the first hover, so it adds nothing to a page's first load. Hidden from screen readers, who get the chart's summary and the table of the same numbers.
 */
export default function ChartHover({ kind, labels, series, formatValue }: ChartHoverProps) {
  const [active, setActive] = useState<number | null>(null);
  const n = labels.length;

  function onMouseMove(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || n === 0) return;
    setActive(indexAt(kind, Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)), n));
  }

  const left = active === null ? 0 : hoverLeft(kind, active, n);
  return (
    <div
      className={styles.hover}
      onMouseMove={onMouseMove}
      onMouseLeave={() => setActive(null)}
      aria-hidden="true"
      data-testid="chart-hover"
    >
      {active !== null && (
        <>
          {kind === 'line' && (
            <span className={styles.guide} style={{ left: `${left}%` }} data-testid="chart-guide" />
          )}
          <div
            className={styles.tooltip}
            style={{ left: `${left}%` }}
            data-edge={left < 15 ? 'start' : left > 85 ? 'end' : undefined}
            data-testid="chart-tooltip"
          >
            <strong>{labels[active]}</strong>
            {series.map((s) => (
              <span key={s.name}>
                {s.name}: <b>{formatValue(s.values[active])}</b>
              </span>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
