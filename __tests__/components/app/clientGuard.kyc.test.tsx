import { waitFor } from '@testing-library/react';
import { useClientGuard } from '@/components/app/useClientGuard';
import { clearAll, writeLocal, writeSession } from '@/utils/storage';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';

function Guarded() {
  useClientGuard();
  return null;
}

function expertWithClient(transactionAllowed: boolean) {
  writeLocal('access-token', 'expert-token');
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeLocal('transactionAllowed', transactionAllowed);
  writeSession('SELECTED_USER_ID', 'u-2');
}

beforeEach(() => {
  clearAll();
  resetRouter();
  Object.assign(mockRouter, { isReady: true });
});

describe('an advisor on the KYC pages of a selected client', () => {
  it.each(['/kyc', '/kyc/declarations', '/kyc/bank_details'])(
    'without transactionAllowed is sent from %s to share the link instead',
    async (page) => {
      expertWithClient(false);
      renderWithProviders(<Guarded />, { route: page });
      await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/expert?shareAppLink=y'));
    },
  );

  it('with transactionAllowed stays and does the KYC for the client', async () => {
    expertWithClient(true);
    renderWithProviders(<Guarded />, { route: '/kyc/declarations' });
    await new Promise((r) => setTimeout(r, 20));
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });
});

describe('an investor whose tab names someone else as the selected person', () => {
  it('is logged out to /account/user, as the spec says; with their own id (or none) they stay', async () => {
    writeLocal('access-token', 'user-token');
    writeLocal('role', ['user']);
    writeLocal('user_id', 'u-1');
    writeSession('SELECTED_USER_ID', 'u-1');
    const own = renderWithProviders(<Guarded />, { route: '/dashboard/user' });
    await new Promise((r) => setTimeout(r, 20));
    expect(mockRouter.replace).not.toHaveBeenCalled();
    own.unmount();

    writeSession('SELECTED_USER_ID', 'u-9');
    renderWithProviders(<Guarded />, { route: '/dashboard/user' });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/account/user'));
  });
});
