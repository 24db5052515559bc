import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BarChart, { barSummary } from '@/components/ui/BarChart';
import Chart from '@/components/ui/Chart';
import DonutChart, { donutArcs, sliceShares } from '@/components/ui/DonutChart';
import { abbreviateINR } from '@/utils/money';
import { renderWithProviders } from '../../support/render';

const format = (v: number) => abbreviateINR(v);
const MONTHS = ['Apr', 'May', 'Jun', 'Jul'];
const FLOWS = [
  { name: 'Purchases', values: [500000, 1250000, 0, 300000] },
  { name: 'Redemptions', values: [100000, 200000, 50000, 0] },
];

/**
 * The pointer layer loads on the first hover; once it is there, give it a 400 px width (jsdom lays nothing out)
 * so the pointer maths has something to divide.
 */
async function hoverLayer(): Promise<HTMLElement> {
  fireEvent.mouseEnter(screen.getByTestId('chart-hover-slot'));
  const layer = await screen.findByTestId('chart-hover');
  layer.getBoundingClientRect = () => ({
    left: 0,
    width: 400,
    top: 0,
    height: 240,
    right: 400,
    bottom: 240,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return layer;
}

describe('BarChart', () => {
  it('shows the values of the group under the pointer and hides the card when the pointer leaves', async () => {
    renderWithProviders(
      <BarChart title="Monthly flows" labels={MONTHS} series={FLOWS} formatValue={format} />,
    );
    const plot = await hoverLayer();
    // 150 px of 400 is in the second of four bands: May.
    fireEvent.mouseMove(plot, { clientX: 150 });
    const tip = screen.getByTestId('chart-tooltip');
    expect(tip).toHaveTextContent('May');
    expect(tip).toHaveTextContent('Purchases: ₹12.5 L');
    expect(tip).toHaveTextContent('Redemptions: ₹2 L');
    fireEvent.mouseLeave(plot);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('draws one bar per value and gives screen readers every value in words', () => {
    const { container } = renderWithProviders(
      <BarChart title="Monthly flows" labels={MONTHS} series={FLOWS} formatValue={format} />,
    );
    expect(container.querySelectorAll('rect[class*="bar"][height]')).toHaveLength(
      8 + 2 /* legend swatches */,
    );
    expect(barSummary('Flows', ['Apr'], [FLOWS[0]], format)).toBe('Flows: Apr ₹5 L.');
    expect(
      screen.getByText(/^Monthly flows: Apr Purchases ₹5 L, Redemptions ₹1 L; May/),
    ).toBeInTheDocument();
  });

  it('opens the same numbers as a table', async () => {
    renderWithProviders(
      <BarChart title="Monthly flows" labels={MONTHS} series={FLOWS} formatValue={format} />,
    );
    await userEvent.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table', { name: 'Monthly flows' });
    const may = within(table).getByRole('row', { name: /May/ });
    expect(
      within(may)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹12.5 L', '₹2 L']);
  });
});

describe('line Chart tooltip', () => {
  it('follows the nearest point and marks it with a guide', async () => {
    renderWithProviders(
      <Chart
        title="Value"
        labels={['Year 1', 'Year 2', 'Year 3']}
        series={[{ name: 'Worth', values: [100000, 250000, 1230000] }]}
        formatValue={format}
        table
      />,
    );
    fireEvent.mouseMove(await hoverLayer(), { clientX: 390 });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Year 3Worth: ₹12.3 L');
    expect(screen.getByTestId('chart-guide')).toHaveStyle({ left: '100%' });
    expect(screen.getByText('Show the numbers')).toBeInTheDocument();
  });
});

describe('DonutChart', () => {
  const SLICES = [
    { name: 'Equity', value: 600000 },
    { name: 'Debt', value: 300000, color: 'var(--zf-cart-stp)' },
    { name: 'Gold', value: 100000 },
  ];

  it('prints each slice with its amount and share, so colour is never the only cue', () => {
    renderWithProviders(
      <DonutChart title="Asset mix" slices={SLICES} formatValue={format} centre="₹10 L" />,
    );
    expect(
      screen.getByText('Asset mix: Equity ₹6 L (60%); Debt ₹3 L (30%); Gold ₹1 L (10%).'),
    ).toBeInTheDocument();
    expect(screen.getByText('₹3 L · 30%')).toBeInTheDocument();
    expect(screen.getByTestId('slice-Debt')).toHaveStyle({ stroke: 'var(--zf-cart-stp)' });
  });

  it('shows the share of the slice under the pointer in the hole', () => {
    const { container } = renderWithProviders(
      <DonutChart title="Asset mix" slices={SLICES} formatValue={format} centre="₹10 L" />,
    );
    const hole = () => container.querySelector('text')?.textContent;
    expect(hole()).toBe('₹10 L');
    fireEvent.mouseEnter(screen.getByTestId('slice-Gold'));
    expect(hole()).toBe('10%');
  });

  it('lays the slices end to end around the circle', () => {
    expect(donutArcs(SLICES)).toEqual([
      { start: 0, length: 60 },
      { start: 60, length: 30 },
      { start: 90, length: 10 },
    ]);
    expect(
      sliceShares([
        { name: 'a', value: 1 },
        { name: 'b', value: 2 },
      ]),
    ).toEqual([33.3, 66.7]);
    expect(sliceShares([{ name: 'a', value: 0 }])).toEqual([0]);
  });
});
