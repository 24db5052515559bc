import Chart, { defaultSummary } from '@/components/ui/Chart';
import { labelIndexes, niceStep, niceTicks, xPercent } from '@/components/ui/chartScale';
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
