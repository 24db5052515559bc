// The common frame of the KYC step page tests: the mock KYC backend per test, an investor (u-2) whose record
// stands at the step, and a helper that opens the page and waits for its form.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { at } from '../mocks/handlers';
import { serveKyc } from '../components/kyc/support';
import { kycFailed, kycMock, kycRecordFixture } from '../mocks/handlers/kyc';
import { server } from '../mocks/server';
import { renderWithProviders } from './render';

export type User = ReturnType<typeof userEvent.setup>;

export function kycStepSuite(navigateTo: string) {
  serveKyc();
  beforeEach(() => kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: navigateTo })));
}

export async function openStep(Page: ComponentType, route: string, formName: string): Promise<User> {
  const u = userEvent.setup();
  renderWithProviders(<Page />, { route });
  await screen.findByRole('form', { name: formName });
  return u;
}

/** The step's saved data fails to load once: the page says so with the server's words, and its retry works. */
export function itRetriesAFailedLoad(Page: ComponentType, route: string, formName: string) {
  it('a failed load says so and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(at('node', '/kyc/kycdata/:id'), () => {
        calls += 1;
        // Not a 5xx: the KYC client ends the session on those (the spec's rule), which no retry would undo.
        return calls === 1 ? kycFailed('Please wait a moment', 429) : undefined;
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<Page />, { route });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please wait a moment')).toBeInTheDocument();
    expect(within(alert).getByText('We could not load what you saved')).toBeInTheDocument();
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: formName })).toBeInTheDocument();
  });
}
