// The set-up of the client-book, manager and principal screen tests: the mock backend with the feature's handlers,
// the router at rest, and an advisor (or manager) logged in with the keys the login stores.
import { writeLocal } from '@/utils/storage';
import { agentsHandlers, agentsMock } from '../../mocks/handlers/agents';
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

export function serveAgents() {
  setupMockServer();
  serveFeature(agentsHandlers, () => agentsMock.reset());
  beforeEach(() => resetRouter());
}

export { logInInvestor };

export function logInAdvisor({ transactionAllowed = true } = {}) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeLocal('transactionAllowed', transactionAllowed);
}

export function logInExpert(keys: { expertId: string; merchantId?: string; manager?: boolean }) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('roke', 'expert');
  writeLocal('expertId', keys.expertId);
  if (keys.merchantId) writeLocal('merchant_id', keys.merchantId);
  if (keys.manager) {
    writeLocal('currentLoggedIn', 'true');
    writeLocal('rm_id', 'RM0901');
  }
}

export const callsTo = (path: string) => agentsMock.calls.filter((c) => c.path === path);
