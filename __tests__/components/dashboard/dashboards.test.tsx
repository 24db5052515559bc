import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ExpertDashboard from '@/components/dashboard/ExpertDashboard';
import UserDashboard, { NO_ACCOUNT_MESSAGE } from '@/components/dashboard/UserDashboard';
import { writeLocal, writeSession } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function logIn(role: 'user' | 'expert', ids: { userId?: string; expertId?: string }) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', [role]);
  if (ids.userId && role === 'user') writeLocal('user_id', ids.userId);
  if (role === 'expert') {
    writeLocal('expertUserId', ids.userId ?? null);
    writeLocal('expertId', ids.expertId ?? null);
  }
}

describe('/dashboard/user', () => {
  it("shows the investor's name and verified KYC from the backend", async () => {
    logIn('user', { userId: 'u-1' });
    renderWithProviders(<UserDashboard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' }),
    ).toBeInTheDocument();
    expect(screen.getByText('KYC validated')).toBeInTheDocument();
    expect(screen.getByText('KYC validated: you can invest in any fund.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore mutual funds' })).toHaveAttribute(
      'href',
      '/mutual-funds',
    );
  });

  it('points an investor without KYC to the KYC flow', async () => {
    logIn('user', { userId: 'u-2' });
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText('KYC in progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue your KYC' })).toHaveAttribute('href', '/kyc');
  });

  it("shows an expert the selected client's dashboard", async () => {
    logIn('expert', { userId: 'u-101', expertId: 'e-1' });
    writeSession('SELECTED_USER_ID', 'u-2');
    renderWithProviders(<UserDashboard />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunita Deshpande' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Client dashboard')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    logIn('user', { userId: 'u-1' });
    let calls = 0;
    server.use(
      http.get(at('node', '/user/detailnew/:id'), () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json({ status: 'failed', message: 'Server busy' }, { status: 503 })
          : HttpResponse.json({
              status: 'success',
              data: { id: 'u-1', name: 'Ravi Kumar', kyc: { status: 'verified' } },
            });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<UserDashboard />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your dashboard')).toBeInTheDocument();
    expect(within(alert).getByText('Server busy')).toBeInTheDocument();
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('KYC validated')).toBeInTheDocument();
  });

  it('asks to log in again when no account is stored', async () => {
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText(NO_ACCOUNT_MESSAGE)).toBeInTheDocument();
  });
});

describe('/dashboard/expert', () => {
  it('shows name, validated ARN with its date and badge, clients and profile completion', async () => {
    logIn('expert', { userId: 'u-101', expertId: 'e-1' });
    renderWithProviders(<ExpertDashboard />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Meera Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Validated')).toBeInTheDocument();
    expect(screen.getByText('Valid till 29/05/2099')).toBeInTheDocument();
    expect(screen.getByText('Registered expert')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'value',
      '60',
    );
  });

  it('shows a pending ARN without the badge, and survives a failed completion call', async () => {
    logIn('expert', { userId: 'u-102', expertId: 'e-2' });
    server.use(
      http.get(at('node', '/user/detailnew/:id'), () =>
        HttpResponse.json({
          status: 'success',
          data: {
            id: 'u-102',
            name: 'Vikram Rao',
            expert: { id: 'e-2', arn_status: 'pending', clients_count: 0 },
          },
        }),
      ),
      http.get(at('node', '/user/stats'), () =>
        HttpResponse.json({ status: 'failed', message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<ExpertDashboard />);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Registered expert')).not.toBeInTheDocument();
    expect(screen.getByText('Not available right now.')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('asks by the account id for details and by the expert id for completion', async () => {
    logIn('expert', { userId: 'u-101', expertId: 'e-1' });
    const seen: string[] = [];
    server.use(
      http.get(at('node', '/user/stats'), ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('id') ?? '');
        return HttpResponse.json({
          status: 'success',
          data: { profile_completion_percentage: 10 },
        });
      }),
    );
    renderWithProviders(<ExpertDashboard />);
    expect(await screen.findByText('10%')).toBeInTheDocument();
    expect(seen).toEqual(['e-1']);
  });
});
