import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import NavChart from '@/components/funds/NavChart';
import { niceRangeTicks } from '@/components/ui/chartScale';
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

describe('the NAV chart', () => {
  it('loads the history once and shows a year by default, saying where the data has a hole', async () => {
    serveHistory();
    renderWithProviders(<NavChart schemeCode={122640} name="Parag Parikh Flexi Cap Fund" />);
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

    fireEvent.click(screen.getByRole('button', { name: '1M' }));
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    // 82.6988 / 82.4788 - 1 = +0.27%
    expect(
      screen.getByText(/₹82\.4788 on 18-Aug-2026 → ₹82\.6988 on 20-Aug-2026/),
    ).toHaveTextContent('(+0.27%)');

    fireEvent.click(screen.getByRole('button', { name: '5Y' }));
    expect(
      screen.getByText('Our NAV history of this fund starts on 02-Jan-2023.'),
    ).toBeInTheDocument();
    // Ranges are cut from the one download.
    expect(calls).toBe(1);
  });

  it('thins a long history to at most 240 points for the drawing', async () => {
    serveHistory();
    renderWithProviders(<NavChart schemeCode={122640} name="Parag Parikh Flexi Cap Fund" />);
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    const path = document.querySelector('svg path:last-of-type')!.getAttribute('d')!;
    expect(path.split(/[ML]/).filter(Boolean).length).toBe(240);
  });

  it('says when the history cannot be loaded, and tries again on request', async () => {
    serveHistory(true);
    renderWithProviders(<NavChart schemeCode={122640} name="Parag Parikh Flexi Cap Fund" />);
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
