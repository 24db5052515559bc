import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import NavChart from '@/components/funds/NavChart';
import { niceRangeTicks } from '@/components/ui/chartScale';
import { computeReturns } from '@/server/market/returns';
import { formatReturn } from '@/utils/funds/format';
import { at } from '../../mocks/handlers/at';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { paragHistory } from './fixtures';

setupMockServer();

let calls = 0;
function serveHistory(fail = false) {
  calls = 0;
  server.use(
    http.get(at('market', '/funds/:code/nav'), ({ params }) => {
      calls += 1;
      if (fail || params.code !== '122640')
        return HttpResponse.json({ status: 'failed', message: 'boom' }, { status: 503 });
      return HttpResponse.json({ status: 'success', data: paragHistory() });
    }),
  );
}

/** The returns table's figures for the same history (the backend's computation). */
const returns = computeReturns(paragHistory());
const parag = <NavChart schemeCode={122640} name="Parag Parikh Flexi Cap Fund" returns={returns} />;

describe('the NAV chart', () => {
  it('loads the history once and shows a year by default, saying where the data has a hole', async () => {
    serveHistory();
    renderWithProviders(parag);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the NAV history…');
    expect(await screen.findByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByText(/We hold no NAVs between 02-Dec-2025 and 18-Aug-2026/),
    ).toBeInTheDocument();
    expect(document.querySelector('figcaption')).toHaveTextContent(
      /^NAV of Parag Parikh Flexi Cap Fund from ₹\d+\.\d{4} on \d{2}-Aug-2025 to ₹82\.6988 on 20-Aug-2026/,
    );

    // The year's change is the returns table's 1Y figure, measured from the same NAV the line starts at.
    expect(screen.getByTestId('range-change')).toHaveTextContent(
      `₹84.3500 on 20-Aug-2025 → ₹82.6988 on 20-Aug-2026 (${formatReturn(returns.abs['1Y'])})`,
    );

    // A month back (20-Jul-2026) falls in the hole: no change, as the table's 1 month shows —, not the two
    // August NAVs' +0.27%.
    fireEvent.click(screen.getByRole('button', { name: '1M' }));
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    expect(returns.abs['1M']).toBeNull();
    expect(screen.getByTestId('range-change')).toHaveTextContent(
      /^₹82\.4788 on 18-Aug-2026 → ₹82\.6988 on 20-Aug-2026$/,
    );
    expect(screen.getByTestId('range-unknown')).toHaveTextContent(
      'We hold no NAV near 20-Jul-2026, where this range starts, so we show no change for it',
    );
    fireEvent.click(screen.getByRole('button', { name: '6M' }));
    expect(screen.getByTestId('range-unknown')).toHaveTextContent('We hold no NAV near 20-Feb-2026');

    fireEvent.click(screen.getByRole('button', { name: '5Y' }));
    expect(
      screen.getByText('Our NAV history of this fund starts on 02-Jan-2023.'),
    ).toBeInTheDocument();
    // Ranges are cut from the one download.
    expect(calls).toBe(1);
  });

  it('shows the date and NAV of the point under the pointer', async () => {
    serveHistory();
    renderWithProviders(parag);
    await screen.findByRole('button', { name: '1Y' });
    fireEvent.mouseEnter(screen.getByTestId('chart-hover-slot'));
    const layer = await screen.findByTestId('chart-hover');
    layer.getBoundingClientRect = () => ({ left: 0, width: 365, top: 0, height: 240, right: 365, bottom: 240, x: 0, y: 0, toJSON: () => ({}) });
    // On a time axis 104 of 365 px is 02-Dec-2025, the last NAV before the hole.
    fireEvent.mouseMove(layer, { clientX: 104 });
    const tip = screen.getByTestId('chart-tooltip');
    expect(tip).toHaveTextContent('02-Dec-2025');
    expect(tip).toHaveTextContent(/NAV: ₹\d+\.\d{4}$/);
    // The far right is the latest NAV, with the decimals AMFI published.
    fireEvent.mouseMove(layer, { clientX: 365 });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('20-Aug-2026NAV: ₹82.6988');
    fireEvent.mouseLeave(layer);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('lets the keyboard read the values: focus the plot, then the arrow keys move from point to point', async () => {
    serveHistory();
    const user = userEvent.setup();
    renderWithProviders(parag);
    await screen.findByRole('button', { name: '1Y' });
    // Past the six range buttons, the plot is the next stop: a slider over the points, on the latest NAV.
    for (let i = 0; i < 7; i += 1) await user.tab();
    const slider = await screen.findByRole('slider', { name: /Values of the NAV of Parag Parikh Flexi Cap Fund/ });
    await act(async () => {});
    expect(screen.getByRole('slider')).toHaveFocus();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '20-Aug-2026: NAV ₹82.6988');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('20-Aug-2026NAV: ₹82.6988');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('18-Aug-2026NAV: ₹82.4788');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '18-Aug-2026: NAV ₹82.4788');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('02-Dec-2025');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('20-Aug-2025NAV: ₹84.3500');
    expect(slider).toBeDefined();
    await user.tab();
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('thins a long history to at most 240 points for the drawing', async () => {
    serveHistory();
    renderWithProviders(parag);
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    const path = document.querySelector('svg path:last-of-type')!.getAttribute('d')!;
    expect(path.split(/[ML]/).filter(Boolean).length).toBe(240);
    // Two runs: up to 02-Dec-2025, and August 2026; the line does not cross the hole.
    expect(path.match(/M/g)).toHaveLength(2);
  });

  it('says when the history cannot be loaded, and tries again on request', async () => {
    serveHistory(true);
    renderWithProviders(parag);
    expect(await screen.findByText(/The NAV history could not be loaded/)).toBeInTheDocument();
    // A 5xx is tried once more before the chart gives up.
    expect(calls).toBe(2);
    serveHistory();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: '1Y' })).toBeInTheDocument();
  });
});

describe('a value axis fitted to the data', () => {
  it('spans nice steps around the NAVs instead of starting at 0', () => {
    // 82.48 to 87.4 is 4.9 wide: steps of 2 from 82 to 88.
    expect(niceRangeTicks(82.4788, 87.4)).toEqual([82, 84, 86, 88]);
    expect(niceRangeTicks(10, 10)).toEqual([9.9, 9.95, 10, 10.05, 10.1]);
  });
});
