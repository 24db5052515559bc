import Chart, { defaultSummary } from '@/components/ui/Chart';
import {
  DAY_MS,
  labelIndexes,
  lineRuns,
  nearestIndex,
  niceStep,
  niceTicks,
  timePercent,
  timeTicks,
  xPercent,
} from '@/components/ui/chartScale';
import { renderWithProviders } from '../../support/render';

describe('chart scale', () => {
  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(2323391, 4)).toBe(1000000);
    expect(niceStep(1200000, 4)).toBe(500000);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('covers the maximum from 0 with the nice step', () => {
    // 23.2 L in steps of 10 L: 0, 10 L, 20 L, 30 L
    expect(niceTicks(2323391)).toEqual([0, 1000000, 2000000, 3000000]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('prints at most five x labels, always the first and the last, none crowding the last', () => {
    expect(labelIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(10)).toEqual([0, 3, 6, 9]);
    expect(labelIndexes(40)).toEqual([0, 10, 20, 30, 39]);
    // Every 3rd of 12 would put 9 next to 11: 9 is dropped.
    expect(labelIndexes(12)).toEqual([0, 3, 6, 11]);
  });

  it('spreads points over the width and centres a single one', () => {
    expect(xPercent(0, 5)).toBe(0);
    expect(xPercent(4, 5)).toBe(100);
    expect(xPercent(0, 1)).toBe(50);
  });
});

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

describe('a time axis', () => {
  it('places a point by its date, not by its index', () => {
    const from = day('2025-08-20');
    const to = day('2026-08-20');
    expect(timePercent(from, from, to)).toBe(0);
    expect(timePercent(to, from, to)).toBe(100);
    // 02-Dec-2025 is 104 of 365 days in: about 28.5 %, where by index (two NAVs after it) it sat near 97 %.
    expect(timePercent(day('2025-12-02'), from, to)).toBeCloseTo((104 / 365) * 100, 6);
    expect(timePercent(from, from, from)).toBe(50);
  });

  it('labels months on the calendar, fewer as the span grows, never more than asked', () => {
    expect(timeTicks(day('2025-08-20'), day('2026-08-20'), 4).map(iso)).toEqual([
      '2025-10-01',
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
    ]);
    expect(timeTicks(day('2023-08-18'), day('2026-08-20'), 4).map(iso)).toEqual([
      '2024-01-01',
      '2025-01-01',
      '2026-01-01',
    ]);
    expect(timeTicks(day('2015-12-07'), day('2026-08-20'), 4).map(iso)).toEqual([
      '2016-01-01',
      '2019-01-01',
      '2022-01-01',
      '2025-01-01',
    ]);
    // A month: whole days; five weekly ticks are too many for four labels, so a fortnight apart.
    expect(timeTicks(day('2026-07-20'), day('2026-08-20'), 4).map(iso)).toEqual([
      '2026-07-20',
      '2026-08-03',
      '2026-08-17',
    ]);
    expect(timeTicks(day('2026-07-20'), day('2026-08-20'), 5)).toHaveLength(5);
    expect(timeTicks(day('2026-08-20'), day('2026-08-20'))).toEqual([day('2026-08-20')]);
  });

  it('breaks the line where points are further apart than a month', () => {
    const at = ['2025-11-28', '2025-12-01', '2025-12-02', '2026-08-18', '2026-08-20'].map(day);
    expect(lineRuns(at, 31 * DAY_MS)).toEqual([
      [0, 2],
      [3, 4],
    ]);
    expect(lineRuns(at.slice(0, 3), 31 * DAY_MS)).toEqual([[0, 2]]);
    expect(lineRuns([], 31 * DAY_MS)).toEqual([]);
  });

  it('finds the point nearest the pointer', () => {
    expect(nearestIndex([0, 28.5, 99.5, 100], 30)).toBe(1);
    expect(nearestIndex([0, 28.5, 99.5, 100], 99.9)).toBe(3);
  });
});

describe('Chart', () => {
  const format = (v: number) => `${v / 1000}k`;

  it('hides the drawing from screen readers and gives them a summary instead', () => {
    const { container } = renderWithProviders(
      <Chart
        title="Savings"
        labels={['Year 1', 'Year 2', 'Year 3']}
        series={[
          { name: 'Paid', values: [1000, 2000, 3000] },
          { name: 'Worth', values: [1100, 2300, 3600] },
        ]}
        formatValue={format}
      />,
    );
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('figcaption')).toHaveTextContent(
      'Savings: Paid from 1k at Year 1 to 3k at Year 3; Worth from 1.1k at Year 1 to 3.6k at Year 3.',
    );
    // One line per series, the last one (the main line) over a soft area.
    expect(container.querySelectorAll('path')).toHaveLength(3);
    expect(container.querySelector('li:last-child')).toHaveTextContent('Worth');
  });

  it('draws the highest value at the top tick', () => {
    const { container } = renderWithProviders(
      <Chart
        title="T"
        labels={['a', 'b']}
        series={[{ name: 'x', values: [0, 100] }]}
        formatValue={String}
      />,
    );
    const line = container.querySelectorAll('path')[1];
    // 100 is the top tick: y goes from 100 (bottom) to 0 (top).
    expect(line.getAttribute('d')).toBe('M0.000 100.000 L100.000 0.000');
  });

  it('summarises one point and no points', () => {
    expect(defaultSummary('T', ['Year 1'], [{ name: 'x', values: [5] }], String)).toBe(
      'T: x 5 at Year 1.',
    );
    expect(defaultSummary('T', [], [], String)).toBe('T: no data.');
  });
});

describe('Chart on a time axis', () => {
  const at = ['2025-11-20', '2025-12-02', '2026-08-18', '2026-08-20'].map(day);
  const props = {
    title: 'NAV of X',
    labels: ['20-Nov-2025', '02-Dec-2025', '18-Aug-2026', '20-Aug-2026'],
    series: [{ name: 'NAV', values: [10, 20, 10, 20] }],
    formatValue: String,
    time: {
      at,
      from: day('2025-08-20'),
      to: at[3],
      formatTick: (t: number) => iso(t).slice(0, 7),
      breakOver: 31 * DAY_MS,
    },
  };

  it('draws each run where its dates fall and leaves the hole blank', () => {
    const { container } = renderWithProviders(<Chart {...props} />);
    const line = container.querySelectorAll('path')[1].getAttribute('d')!;
    // The axis starts at the range's first day; two runs, a move (M) starting each: the second 363 of 365 days
    // in, where by index it sat two-thirds of the way and the hole was one steep step.
    expect(line.match(/M/g)).toHaveLength(2);
    expect(line).toMatch(/^M25\.205 \S+ L28\.493 \S+ M99\.452 \S+ L100\.000 \S+$/);
    // The area under the line breaks too.
    expect(container.querySelectorAll('path')[0].getAttribute('d')!.match(/Z/g)).toHaveLength(2);
    expect(container.querySelector('[class*="xAxis"]')).toHaveTextContent('2025-10');
  });
});
