// Separate from StoreProvider.test.tsx: the tab's store starts once (per module load), on its first mount.
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getBrowserStore, withStore } from '@/components/app/StoreProvider';
import { getShellState } from '@/components/layout/shellStore';
import { useAppSelector } from '@/store/hooks';
import { writeLocal } from '@/utils/storage';

function StoreName() {
  return <p data-testid="name">{useAppSelector((s) => s.auth.name) ?? 'nobody'}</p>;
}
const Widget = withStore(StoreName);

it('fills the auth slice from storage only after mount (the first render is the server HTML), and tells the shell a store exists', async () => {
  writeLocal('access-token', 'tok');
  writeLocal('role', ['user']);
  writeLocal('user_id', 'u-1');
  writeLocal('user_name', 'Asha Verma');
  expect(getShellState().storeActive).toBe(false);
  // Before the first mount the store knows no session, as the server HTML does not.
  expect(renderToString(<Widget />)).toContain('nobody');
  render(<Widget />);
  await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Asha Verma'));
  expect(getBrowserStore().getState().auth.loggedIn).toBe(true);
  expect(getShellState().storeActive).toBe(true);
});
