import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Tabs from '@/components/ui/Tabs';
import { renderWithProviders } from '../../support/render';

const TABS = [
  { id: 'overview', label: 'Overview', content: <p>Overview text</p> },
  { id: 'returns', label: 'Returns', content: <p>Returns text</p> },
  { id: 'holdings', label: 'Holdings', content: <p>Holdings text</p> },
];

describe('Tabs', () => {
  it('moves and selects with the arrow keys, wraps, and shows the panel labelled by its tab', async () => {
    const u = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Tabs label="Fund details" tabs={TABS} onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Fund details' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    // One Tab stop for the list: only the selected tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('tabindex', '-1');

    await u.tab();
    expect(overview).toHaveFocus();
    await u.keyboard('{ArrowRight}');
    const returns = screen.getByRole('tab', { name: 'Returns' });
    expect(returns).toHaveFocus();
    expect(returns).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Returns' })).toHaveTextContent('Returns text');
    expect(onSelect).toHaveBeenLastCalledWith('returns');

    await u.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Holdings' })).toHaveFocus();
    await u.keyboard('{Home}');
    expect(overview).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Holdings text');
  });

  it('selects a tab on click', async () => {
    renderWithProviders(<Tabs label="Fund details" tabs={TABS} defaultSelected="returns" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Returns text');
    await userEvent.click(screen.getByRole('tab', { name: 'Holdings' }));
    expect(screen.getByRole('tabpanel', { name: 'Holdings' })).toBeInTheDocument();
  });
});
