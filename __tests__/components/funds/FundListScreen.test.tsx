import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MutualFundsPage from '@/pages/mutual-funds/filtered';
import { DEFAULT_FUND_FILTERS, type FundFilters } from '@/utils/funds/filters';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';
import { LIST, META, QUANT_IDCW } from './fixtures';

beforeEach(() => resetRouter());

function renderList(filters: Partial<FundFilters> = {}, list = LIST, meta = META) {
  const f = { ...DEFAULT_FUND_FILTERS, ...filters };
  setRoute('/mutual-funds', '/mutual-funds');
  return renderWithProviders(<MutualFundsPage filters={f} list={list} meta={meta} />);
}

describe('the fund list page', () => {
  it('shows the count and each fund with its plan, option, NAV and returns', () => {
    renderList({ page: 2 });
    expect(screen.getByTestId('fund-count')).toHaveTextContent('2,345 funds · 21–22 shown');
    const items = screen.getAllByTestId('fund-item');
    expect(items).toHaveLength(2);

    const quant = items[1];
    expect(
      within(quant).getByRole('link', {
        name: 'Quant Multi Asset Allocation Fund – Direct Plan · IDCW',
      }),
    ).toHaveAttribute('href', `/mutual-funds/${QUANT_IDCW.slug}`);
    expect(within(quant).getByTestId('plan-badge')).toHaveTextContent('Direct plan');
    expect(within(quant).getByTestId('option-badge')).toHaveTextContent('IDCW option');
    expect(within(quant).getByTestId('option-badge')).toHaveAttribute(
      'title',
      expect.stringMatching(/income distribution/),
    );
    expect(quant).toHaveTextContent('₹170.2582');
    expect(quant).toHaveTextContent('21-Aug-2026');
    expect(quant).toHaveTextContent('+21.09%');
    expect(quant).toHaveTextContent('quant Mutual Fund · Hybrid Scheme › Multi Asset Allocation');

    const parag = items[0];
    expect(within(parag).getByTestId('plan-badge')).toHaveTextContent('Regular plan');
    expect(parag).toHaveTextContent('−2.31%');
  });

  it('says how old the market data is: the newest NAV date it holds', () => {
    renderList({}, LIST, { ...META, latest_nav_date: '2026-08-21' });
    expect(screen.getByTestId('market-data-age')).toHaveTextContent('NAVs as of 21-Aug-2026: the latest day in the market data ZF holds');
  });

  it('links the pages with rel prev and next, and declares them with the canonical address', () => {
    renderList({ page: 2, category: 'Equity Scheme' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '← Previous' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: '← Previous' })).toHaveAttribute(
      'href',
      '/mutual-funds?category=Equity+Scheme',
    );
    expect(within(pages).getByRole('link', { name: 'Next →' })).toHaveAttribute(
      'href',
      '/mutual-funds?category=Equity+Scheme&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 118' })).toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/mutual-funds?category=Equity+Scheme&page=2',
    );
    expect(document.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/mutual-funds?category=Equity+Scheme&page=3',
    );
    expect(document.querySelector('title')).toHaveTextContent(
      'Equity Scheme mutual funds: NAV and returns (page 2) | ZF',
    );
  });

  it('opens the filter drawer (loaded on first use) with the filter form, and closes it', async () => {
    renderList({ category: 'Equity Scheme' });
    const toggle = await screen.findByRole('button', { name: /^Filters/ });
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByLabelText('Category')).toHaveValue('Equity Scheme');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('renders without a redux store (the page is store-free: its first load carries no redux)', () => {
    setRoute('/mutual-funds', '/mutual-funds');
    render(<MutualFundsPage filters={{ ...DEFAULT_FUND_FILTERS, category: 'Equity Scheme' }} list={LIST} meta={META} />);
    expect(screen.getAllByTestId('fund-item')).toHaveLength(2);
  });

  it('moves to the filtered address, back at page 1, when a category is chosen', () => {
    renderList({ page: 4, plan: 'Direct' });
    const side = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.change(within(side).getByLabelText('Category'), { target: { value: 'Debt Scheme' } });
    expect(mockRouter.push).toHaveBeenCalledWith(
      '/mutual-funds?category=Debt+Scheme&plan=Direct',
      undefined,
      { scroll: false },
    );
  });

  it('sorts and flips the order through the address', () => {
    renderList({ category: 'Debt Scheme' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'returns_3y' } });
    expect(mockRouter.push).toHaveBeenCalledWith(
      '/mutual-funds?category=Debt+Scheme&sort=returns_3y',
      undefined,
      { scroll: false },
    );
    expect(
      screen.getByRole('link', { name: /Order: Highest first\. Switch to Lowest first/ }),
    ).toHaveAttribute('href', '/mutual-funds?category=Debt+Scheme&order=asc');
  });

  it('works as plain GET forms that keep the other choices without JavaScript', () => {
    renderList({ category: 'Equity Scheme', sort: 'nav' });
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/mutual-funds');
    const hidden = Array.from(search.querySelectorAll('input[type="hidden"]')).map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['category', 'Equity Scheme'],
      ['sort', 'nav'],
    ]);
  });

  // That message loads on demand (next/dynamic): it arrives a moment after the list.
  it('says so when nothing matches, and when the list cannot be loaded', async () => {
    const { unmount } = renderList(
      { q: 'zzzz', sort: 'relevance' },
      { total: 0, page: 1, limit: 20, items: [] },
    );
    expect(
      await screen.findByRole('heading', { name: 'No fund matches these filters' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('fund-count')).toHaveTextContent('0 funds');
    expect(screen.getByRole('link', { name: 'See all funds' })).toHaveAttribute(
      'href',
      '/mutual-funds',
    );
    unmount();

    renderList({}, null as never, META);
    expect(
      await screen.findByRole('heading', { name: 'We could not load the funds' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('fund-item')).toHaveLength(0);
  });

  it('still filters by plan and option when the filter values are missing', () => {
    renderList({ category: 'Equity Scheme' }, LIST, null as never);
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Filters' });
    expect(
      within(side).getByText('Category and fund house lists are not available right now.'),
    ).toBeInTheDocument();
    fireEvent.click(within(side).getByRole('radio', { name: 'Regular' }));
    expect(mockRouter.push).toHaveBeenCalledWith(
      '/mutual-funds?category=Equity+Scheme&plan=Regular',
      undefined,
      { scroll: false },
    );
  });
});
