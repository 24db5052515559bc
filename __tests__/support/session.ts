// Shared steps of the web tests: a backend feature's msw handlers for each test, and a logged-in investor.
import type { RequestHandler } from 'msw';
import { writeLocal } from '@/utils/storage';
import { server } from '../mocks/server';
import { mockSession } from '../mocks/session';

/** Before each test: empty browser storage, the feature's data back to its seed, its handlers in place. */
export function serveFeature(handlers: RequestHandler[], reset: () => void) {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reset();
    server.use(...handlers);
  });
}

/** A session the mock backend accepts (the access-token header), stored as the login stores it. */
export function logInInvestor(userId: string) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['user']);
  writeLocal('user_id', userId);
  writeLocal('user_name', 'Ravi Kumar');
}
