// The set-up of the client-book screen tests: the mock backend with the client handlers, the router at rest, and
// an advisor logged in.
import { writeLocal } from '@/utils/storage';
import { clientsHandlers, resetClients } from '../../mocks/handlers/clients';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

export function serveClients() {
  setupMockServer();
  serveFeature(clientsHandlers, resetClients);
  beforeEach(() => resetRouter());
}

export { logInInvestor };

export function logInAdvisor({ transactionAllowed = true } = {}) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeLocal('transactionAllowed', transactionAllowed);
}
