// The advisor profile screens' set-up: the profile handlers in place and an expert logged in.
import userEvent from '@testing-library/user-event';
import { writeLocal } from '@/utils/storage';
import { profileHandlers, profileMock } from '../../../mocks/handlers/profile';
import { setupMockServer } from '../../../mocks/server';
import { mockSession } from '../../../mocks/session';
import { serveFeature } from '../../../support/session';

export { profileMock };
export type User = ReturnType<typeof userEvent.setup>;

export function profileSuite() {
  setupMockServer();
  serveFeature(profileHandlers, () => profileMock.reset());
  beforeEach(() => {
    writeLocal('access-token', mockSession.start().accessToken);
    writeLocal('role', ['expert']);
    writeLocal('expertId', 'e-neha');
  });
}

/** The calls of one path and method the screens made. */
export const callsTo = (method: string, path: string) => profileMock.calls.filter((c) => c.method === method && c.path === path);
