// The set-up of every portfolio screen test: the mock backend with the portfolio handlers (fresh data per test), the
// mock router at rest, and helpers to log in Asha (investor u-1), Vikram (u-3, no holdings) or an advisor.
import { writeLocal, writeSession } from '@/utils/storage';
import { portfolioHandlers, resetPortfolio } from '../../mocks/handlers/portfolio';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

export function servePortfolio() {
  setupMockServer();
  serveFeature(portfolioHandlers, resetPortfolio);
  beforeEach(() => resetRouter());
}

export { logInInvestor };

/** An advisor with `clientId` chosen for this tab (the per-session keys the client list sets). */
export function logInExpert(clientId?: string, clientName = 'Asha Verma') {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  if (clientId) {
    writeSession('SELECTED_USER_ID', clientId);
    writeSession('SELECTED_USER_NAME', clientName);
  }
}
