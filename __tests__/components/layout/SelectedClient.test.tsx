import { act, screen, within } from '@testing-library/react';
import ExpertHeader from '@/components/layout/ExpertHeader';
import { LOGGED_OUT, type ShellSession } from '@/components/layout/session';
import { activeCartChanged } from '@/store/cartSlice';
import { renderWithProviders } from '../../support/render';
import { resetRouter } from '../../support/router';

const expert: ShellSession = { ...LOGGED_OUT, loggedIn: true, role: 'expert', name: 'Rahul', id: '101' };
const acting: ShellSession = { ...expert, selectedClientId: 'c-7', selectedClientName: 'Asha Verma' };

beforeEach(() => resetRouter());

describe('the expert header with a selected client', () => {
  it("shows the client's name, their cart to /cart/summary?u= and a Change client link", () => {
    const { store } = renderWithProviders(<ExpertHeader session={acting} />);
    const group = screen.getByRole('group', { name: 'Selected client' });
    expect(group).toHaveTextContent('Asha Verma');
    expect(within(group).getByRole('link', { name: 'Cart of Asha Verma' })).toHaveAttribute('href', '/cart/summary?u=c-7');
    expect(within(group).getByRole('link', { name: 'Change client' })).toHaveAttribute('href', '/select-client');
    act(() => {
      store.dispatch(activeCartChanged({ cart_type: 'purchase', cart_count: 2, cart_amount: 1000, navigation: { cart_type: 'purchase' } }));
    });
    expect(within(group).getByRole('link', { name: 'Cart of Asha Verma, 2 items' })).toBeInTheDocument();
    // One cart in the header: the client's.
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('keeps the plain cart button and no client when nobody is selected', () => {
    renderWithProviders(<ExpertHeader session={expert} />);
    expect(screen.queryByRole('group', { name: 'Selected client' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
  });
});
