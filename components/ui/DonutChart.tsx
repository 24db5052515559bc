import { useState } from 'react';
import { ChartTable } from './ChartParts';
import styles from './Chart.module.scss';

export interface DonutSlice {
  name: string;
  value: number;
  /** A CSS colour, e.g. 'var(--zf-cart-purchase)' where the spec fixes one; otherwise the palette's next. */
  color?: string;
}

export interface DonutChartProps {
  title: string;
  slices: DonutSlice[];
  formatValue: (value: number) => string;
  /** Printed in the hole, e.g. the total. */
  centre?: string;
  summary?: string;
  size?: number;
}

const PALETTE = [
  'var(--zf-accent)',
  'var(--zf-cart-switch)',
  'var(--zf-cart-stepup-add)',
  'var(--zf-cart-purchase)',
  'var(--zf-cart-redemption)',
  'var(--zf-text-muted)',
];
// A circle of this radius is 100 units round, so a slice's dash length is its percentage.
const RADIUS = 100 / (2 * Math.PI);

/** Each slice's share of the total in percent, rounded to one decimal. */
export function sliceShares(slices: readonly DonutSlice[]): number[] {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  return slices.map((s) =>
    total > 0 ? Math.round((Math.max(0, s.value) / total) * 1000) / 10 : 0,
  );
}

/** Where each slice starts and how long it is, in units of a 100-unit circle. */
export function donutArcs(slices: readonly DonutSlice[]): { start: number; length: number }[] {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const lengths = slices.map((s) => (total > 0 ? (Math.max(0, s.value) / total) * 100 : 0));
  return lengths.map((length, i) => ({
    start: lengths.slice(0, i).reduce((a, b) => a + b, 0),
    length,
  }));
}

/**
 * A donut of shares (asset mix, cart by transaction type). The legend prints each name, amount and share, so
 * the colours are never the only way to tell slices apart; pointing at a slice or its legend row highlights it.
 */
export default function DonutChart({
  title,
  slices,
  formatValue,
  centre,
  summary,
  size = 180,
}: DonutChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const shares = sliceShares(slices);
  const arcs = donutArcs(slices);
  const colorOf = (i: number) => slices[i].color ?? PALETTE[i % PALETTE.length];
  const text =
    summary ??
    (slices.length
      ? `${title}: ${slices.map((s, i) => `${s.name} ${formatValue(s.value)} (${shares[i]}%)`).join('; ')}.`
      : `${title}: no data.`);

  return (
    <figure className={styles.chart}>
      <div className={styles.donut}>
        <svg width={size} height={size} viewBox="0 0 42 42" aria-hidden="true" focusable="false">
          <circle
            cx="21"
            cy="21"
            r={RADIUS}
            className={styles.segment}
            style={{ stroke: 'var(--zf-surface-alt)' }}
          />
          {slices.map((s, i) => {
            const { start, length } = arcs[i];
            return (
              <circle
                key={s.name}
                cx="21"
                cy="21"
                r={RADIUS}
                className={[styles.segment, active !== null && active !== i ? styles.dim : ''].join(
                  ' ',
                )}
                style={{ stroke: colorOf(i) }}
                strokeDasharray={`${length} ${100 - length}`}
                // Start at twelve o'clock (a quarter turn back) and go clockwise.
                strokeDashoffset={25 - start}
                onMouseEnter={() => setActive(i)}
                onMouseLeave={() => setActive(null)}
                data-testid={`slice-${s.name}`}
              />
            );
          })}
          {(active !== null || centre) && (
            <text x="21" y="21" className={styles.total}>
              {active !== null ? `${shares[active]}%` : centre}
            </text>
          )}
        </svg>
        <ul className={styles.legendValues} aria-hidden="true">
          {slices.map((s, i) => (
            <li
              key={s.name}
              className={active !== null && active !== i ? styles.dim : undefined}
              onMouseEnter={() => setActive(i)}
              onMouseLeave={() => setActive(null)}
            >
              <span className={styles.dot} style={{ background: colorOf(i) }} />
              {s.name}
              <b className="tabular">
                {formatValue(s.value)} · {shares[i]}%
              </b>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="visually-hidden">{text}</figcaption>
      <ChartTable
        title={title}
        labels={slices.map((s) => s.name)}
        series={[
          { name: 'Amount', values: slices.map((s) => s.value) },
          { name: 'Share', values: shares, format: (v) => `${v}%` },
        ]}
        format={formatValue}
      />
    </figure>
  );
}
