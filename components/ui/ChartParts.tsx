import { useState, type ComponentType } from 'react';
import type { ChartHoverProps } from './ChartHover';
import { sliderProps } from './chartText';
import styles from './Chart.module.scss';

/**
 * Stands where the pointer layer goes and loads it when the pointer first comes over the plot (or, for a chart the
 * keyboard may read, when the plot takes the focus): a hover card is no reason to make every page with a chart load
 * more JavaScript up front.
 */
export function ChartHover(props: ChartHoverProps) {
  const [Layer, setLayer] = useState<ComponentType<ChartHoverProps> | null>(null);
  const [focused, setFocused] = useState(false);
  if (Layer) return <Layer {...props} autoFocus={focused} />;
  const load = () => void import('./ChartHover').then((m) => setLayer(() => m.default));
  // Until the layer arrives the slot already is the slider it will be, so the focus lands on the same thing.
  const reading = props.keyboard
    ? {
        ...sliderProps(props, Math.max(0, props.labels.length - 1)),
        onFocus: () => {
          setFocused(true);
          load();
        },
      }
    : { 'aria-hidden': true };
  return (
    <div className={styles.hover} data-testid="chart-hover-slot" onMouseEnter={load} {...reading} />
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
