import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertHeader from '@/components/layout/ExpertHeader';
import { LOGGED_OUT, type ShellSession } from '@/components/layout/session';
import { activeCartChanged } from '@/store/cartSlice';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';

const expert: ShellSession = { ...LOGGED_OUT, loggedIn: true, role: 'expert', name: 'Rahul', id: '101' };
const acting: ShellSession = { ...expert, selectedClientId: 'c-7', selectedClientName: 'Asha Verma' };

beforeEach(() => resetRouter());

describe('the expert header with a selected client', () => {
  it("shows the client's name and Change client; the cart opens the client's summary", async () => {
    renderWithProviders(<ExpertHeader session={acting} />);
    const group = screen.getByRole('group', { name: 'Selected client' });
    expect(group).toHaveTextContent('Asha Verma');
    expect(within(group).getByRole('link', { name: 'Change client' })).toHaveAttribute('href', '/select-client');
    await userEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/cart/summary?u=c-7');
  });

  it("keeps the client in the address of a purchase cart's summary", async () => {
    const { store } = renderWithProviders(<ExpertHeader session={acting} />);
    act(() => {
      store.dispatch(activeCartChanged({ cart_type: 'purchase_lumpsum', cart_count: 2, cart_amount: 1000, navigation: { cart_type: 'purchase_lumpsum', collection_id: 'col-3' } }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/cart/summary?cid=col-3&u=c-7'));
  });

  it('shows no client when nobody is selected, and an empty cart goes nowhere', async () => {
    renderWithProviders(<ExpertHeader session={expert} />);
    expect(screen.queryByRole('group', { name: 'Selected client' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
