// DigiLocker and Aadhaar e-sign providers. Only the sandboxes exist: no production adapter is written that cannot
// be tested here.
export type { ConsentDecision, IdentityProvider } from './types';
export { createSandboxIdentity } from './sandbox';
export {
  SANDBOX_PAGE_CSP,
  consentPage,
  noDecisionPage,
  unknownLinkPage,
  usedLinkPage,
} from './sandboxPage';
