// The words a chart's point is read as, shared by the hover placeholder (ChartParts) and the layer it loads
// (ChartHover), so the slider says the same before and after the layer arrives.

interface Reading {
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
  formatValue: (value: number) => string;
}

/** What point i says, in words: its label and each line's value ('20-Aug-2026: NAV ₹82.6988'). */
export function pointText({ labels, series, formatValue }: Reading, i: number): string {
  return `${labels[i]}: ${series.map((s) => `${s.name} ${formatValue(s.values[i])}`).join(', ')}`;
}

/** The attributes that make the plot a slider over its points (point `at`), for the keyboard and screen readers. */
export function sliderProps(reading: Reading & { keyboard?: string }, at: number) {
  const n = reading.labels.length;
  return {
    role: 'slider',
    tabIndex: 0,
    'aria-label': `Values of the ${reading.keyboard}: the arrow keys move from point to point`,
    'aria-valuemin': 0,
    'aria-valuemax': Math.max(0, n - 1),
    'aria-valuenow': at,
    'aria-valuetext': n ? pointText(reading, at) : '',
  } as const;
}
