import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { nearestIndex, xPercent } from './chartScale';
import { sliderProps } from './chartText';
import styles from './Chart.module.scss';

export interface ChartHoverProps {
  /** 'line': the nearest point, marked with a guide; 'bar': the band under the pointer. */
  kind: 'line' | 'bar';
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
  formatValue: (value: number) => string;
  /** Where each point sits (percent of the width) when not evenly spread, as on a time axis. */
  positions?: readonly number[];
  /** The chart's title, when the keyboard may read the values: the plot is then a slider over the points. */
  keyboard?: string;
  /** Set by the placeholder when it had the focus: the layer takes it over. */
  autoFocus?: boolean;
}

function indexAt(kind: ChartHoverProps['kind'], share: number, n: number, positions?: readonly number[]): number {
  if (kind === 'bar') return Math.min(n - 1, Math.floor(share * n));
  if (positions && positions.length === n) return nearestIndex(positions, share * 100);
  return n <= 1 ? 0 : Math.round(share * (n - 1));
}

/** Where point or band i sits, as a percentage of the plot's width. */
export function hoverLeft(kind: ChartHoverProps['kind'], i: number, n: number, positions?: readonly number[]): number {
  if (kind === 'bar') return ((i + 0.5) / n) * 100;
  return positions && positions.length === n ? positions[i] : xPercent(i, n);
}

/**
 * The pointer layer over a plot: a card with the values under the pointer. ChartHover in ChartParts loads
 * it on the first hover (or focus), so it adds nothing to a page's first load. Without `keyboard` it is hidden from
 * screen readers, who get the chart's summary and the table of the same numbers; with it, it is a slider whose
 * arrow keys move the card from point to point and whose value is the point's date and figures.
 */
export default function ChartHover(props: ChartHoverProps) {
  const { kind, labels, series, formatValue, positions, keyboard, autoFocus } = props;
  const [active, setActive] = useState<number | null>(null);
  const self = useRef<HTMLDivElement>(null);
  const n = labels.length;

  useEffect(() => {
    if (autoFocus) self.current?.focus();
  }, [autoFocus]);

  function onMouseMove(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || n === 0) return;
    setActive(indexAt(kind, Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)), n, positions));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (n === 0) return;
    const from = active ?? n - 1;
    const to: Record<string, number> = {
      ArrowLeft: from - 1,
      ArrowDown: from - 1,
      ArrowRight: from + 1,
      ArrowUp: from + 1,
      PageDown: from - 10,
      PageUp: from + 10,
      Home: 0,
      End: n - 1,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    setActive(Math.min(n - 1, Math.max(0, to[event.key])));
  }

  const left = active === null ? 0 : hoverLeft(kind, active, n, positions);
  const reading = keyboard
    ? {
        ...sliderProps(props, active ?? n - 1),
        onKeyDown,
        onFocus: () => setActive((a) => a ?? n - 1),
        onBlur: () => setActive(null),
      }
    : { 'aria-hidden': true };
  return (
    <div
      ref={self}
      className={styles.hover}
      onMouseMove={onMouseMove}
      onMouseLeave={() => setActive(null)}
      data-testid="chart-hover"
      {...reading}
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
