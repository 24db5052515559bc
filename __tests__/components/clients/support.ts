// The set-up of the manager's and principal's screens: the mock backend with the agents handlers (fresh per test),
// the mock router at rest, and an expert logged in with the keys the login stores.
import { writeLocal } from '@/utils/storage';
import { agentsHandlers, agentsMock } from '../../mocks/handlers/agents';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { serveFeature } from '../../support/session';

export function serveAgents() {
  setupMockServer();
  serveFeature(agentsHandlers, () => agentsMock.reset());
  beforeEach(() => resetRouter());
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
