// The reminder loop against msw: a due follow-up is claimed and toasted for 10 s only when the claim is won, so
// two tabs remind once; a missed one is claimed silently; a later one waits for the 13-second check.
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useFollowUpReminders } from '@/components/desk/useFollowUpReminders';
import { showToast } from '@/utils/toast';
import { writeLocal } from '@/utils/storage';
import { desk, followUpFixture, resetDesk } from '../../mocks/handlers/analytics';
import { at } from '../../mocks/handlers/at';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

jest.mock('@/utils/toast', () => ({ showToast: jest.fn() }));
const toast = jest.mocked(showToast);

setupMockServer();

let clock = Date.parse('2026-11-24T05:00:00Z');
const now = () => clock;
const START = '2026-11-24T05:00:00.000Z';

function Tab() {
  useFollowUpReminders('e-1', now);
  return null;
}

beforeEach(() => {
  resetDesk();
  toast.mockClear();
  clock = Date.parse(START);
  localStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
});

afterEach(() => {
  jest.useRealTimers();
});

it('claims a follow-up due now and shows the 10-second toast once', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1', starts_at: START })];
  renderWithProviders(<Tab />);
  await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  expect(toast).toHaveBeenCalledWith('Follow-up now: Asha Verma (9000000001) at 10:30AM-11:00AM', 'info', { autoCloseMs: 10_000 });
  expect(desk.claims).toEqual(['f-1']);
});

it('reminds once across two open tabs: only the tab that wins the claim shows the toast', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1', starts_at: START })];
  // Both tabs polled before either claimed: each list still says not notified.
  const stale = [followUpFixture({ id: 'f-1', starts_at: START })];
  server.use(http.post(at('analytics', '/rm/mappings'), () => HttpResponse.json({ status: 'success', data: stale })));
  renderWithProviders(<Tab />);
  renderWithProviders(<Tab />);
  await waitFor(() => expect(desk.claims).toEqual(['f-1', 'f-1']));
  await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
});

it('claims a follow-up more than 2 minutes past without a toast', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1', starts_at: new Date(Date.parse(START) - 2 * 60_000 - 1000).toISOString() })];
  renderWithProviders(<Tab />);
  await waitFor(() => expect(desk.claims).toEqual(['f-1']));
  expect(toast).not.toHaveBeenCalled();
});

it('leaves a later follow-up alone until a 13-second check finds it due', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  desk.followUps = [followUpFixture({ id: 'f-1', starts_at: new Date(Date.parse(START) + 3 * 60_000).toISOString() })];
  renderWithProviders(<Tab />);
  // The list has loaded (the first check ran on it) and nothing was claimed.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(desk.claims).toEqual([]);
  clock += 60_000 + 1000;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(13_000);
  });
  expect(desk.claims).toEqual(['f-1']);
  expect(toast).toHaveBeenCalledTimes(1);
});

it('does nothing for a follow-up already notified (after a reload)', async () => {
  desk.followUps = [followUpFixture({ id: 'f-1', starts_at: START, notified: true })];
  renderWithProviders(<Tab />);
  await act(() => new Promise((r) => setTimeout(r, 200)));
  expect(desk.claims).toEqual([]);
  expect(toast).not.toHaveBeenCalled();
});
