import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import Toasts from '@/components/app/Toasts';

// The container mounts after hydration (pages/_app.tsx loads it lazily): a toast raised before then must not be lost.
it('shows a toast raised before the container mounted', async () => {
  act(() => {
    toast.error('Could not load your portfolio');
  });
  render(<Toasts />);
  expect(await screen.findByText('Could not load your portfolio')).toBeInTheDocument();
});
