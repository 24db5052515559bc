// The set-up of every KYC screen test: the mock backend with the KYC handlers (fresh data per test), the mock
// router back at rest, and the investor u-2 logged in.
import { kycHandlers, resetKyc } from '../../mocks/handlers/kyc';
import { setupMockServer } from '../../mocks/server';
import { resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

export const INVESTOR_ID = 'u-2';

export function serveKyc() {
  setupMockServer();
  serveFeature(kycHandlers, resetKyc);
  beforeEach(() => {
    resetRouter();
    logInInvestor(INVESTOR_ID);
  });
}
