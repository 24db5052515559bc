import { fireEvent, screen } from '@testing-library/react';
import ExpertDashboard from '@/components/dashboard/ExpertDashboard';
import { http, HttpResponse } from 'msw';
import { readLocal, writeLocal, writeSession } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

setupMockServer();

const KYC_URL = `${window.location.origin}/kyc`;

/** The expert's account as the backend answers it now. */
function expertAllowed(allowed: boolean) {
  server.use(
    http.get(at('node', '/user/detailnew/:id'), () =>
      HttpResponse.json({
        status: 'success',
        data: { id: 'u-101', name: 'Meera Iyer', expert: { id: 'e-1', transaction_allowed: allowed } },
      }),
    ),
  );
}

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertUserId', 'u-101');
  writeLocal('expertId', 'e-1');
  writeLocal('transactionAllowed', false);
  writeSession('SELECTED_USER_ID', 'u-2');
  writeSession('SELECTED_USER_NAME', 'Sunita Deshpande');
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
  expertAllowed(false);
});

const openWithShare = () => renderWithProviders(<ExpertDashboard />, { route: '/dashboard/expert?shareAppLink=y' });

describe('/dashboard/expert?shareAppLink=y: the KYC link for a client', () => {
  it('says the client completes KYC in their own login, and shares through Web Share where supported', async () => {
    const share = jest.fn(async () => undefined);
    setNavigator('share', share);
    openWithShare();
    expect(await screen.findByText('Sunita Deshpande completes KYC in their own login')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share KYC link' }));
    expect(await screen.findByText('Link shared.')).toBeInTheDocument();
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: KYC_URL, text: expect.stringContaining('Hi Sunita Deshpande') }),
    );
  });

  it('copies the message with the link where Web Share is missing', async () => {
    const writeText = jest.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    openWithShare();
    fireEvent.click(await screen.findByRole('button', { name: 'Share KYC link' }));
    expect(await screen.findByText(/Link and message copied/)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/complete your KYC on ZF.* http:\/\/.*\/kyc$/));
  });

  it('shows the link to copy by hand when the clipboard refuses too', async () => {
    setNavigator('clipboard', { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) });
    openWithShare();
    fireEvent.click(await screen.findByRole('button', { name: 'Share KYC link' }));
    expect(await screen.findByLabelText('KYC link')).toHaveValue(KYC_URL);
  });

  it('keeps the stored permission current, and offers the KYC itself once it is granted', async () => {
    expertAllowed(true);
    openWithShare();
    expect(await screen.findByRole('link', { name: 'Do KYC for Sunita Deshpande' })).toHaveAttribute('href', '/kyc');
    expect(readLocal('transactionAllowed')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Share KYC link' })).not.toBeInTheDocument();
  });

  it('is not offered on the plain dashboard', async () => {
    renderWithProviders(<ExpertDashboard />, { route: '/dashboard/expert' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Meera Iyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share KYC link' })).not.toBeInTheDocument();
  });
});
