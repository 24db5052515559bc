// msw server for jest (Node interceptors cover XHR, http and fetch in jsdom).
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { mockSession } from './session';

export const server = setupServer(...handlers);

/** Call at the top of a test file: listen, reset per test, close at the end. */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mockSession.reset();
  });
  afterAll(() => server.close());
}
