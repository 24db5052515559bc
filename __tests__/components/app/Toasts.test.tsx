import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import Toasts from '@/components/app/Toasts';
import { useToastsWanted } from '@/components/app/useToastsWanted';
import { showToast } from '@/utils/toast';
import { renderWithProviders } from '../../support/render';

// The container mounts when the first toast is asked for (pages/_app.tsx loads it lazily): a toast raised
// before then must not be lost.
it('shows a toast raised before the container mounted', async () => {
  act(() => {
    toast.error('Could not load your portfolio');
  });
  renderWithProviders(<Toasts />);
  expect(await screen.findByText('Could not load your portfolio')).toBeInTheDocument();
});

/** What pages/_app.tsx does: the container only once a toast is wanted. */
function Host() {
  return useToastsWanted() ? <Toasts /> : <p>No toast container</p>;
}

it('mounts the container on the first showToast and shows that toast', async () => {
  const { container } = renderWithProviders(<Host />);
  expect(screen.getByText('No toast container')).toBeInTheDocument();
  expect(container.querySelector('.Toastify')).toBeNull();

  act(() => showToast('Your SIP was added to the cart', 'success'));
  expect(await screen.findByText('Your SIP was added to the cart')).toBeInTheDocument();
  expect(screen.queryByText('No toast container')).toBeNull();
});
