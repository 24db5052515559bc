// The DigiLocker and e-sign sandboxes (the default): the consent page is ours (sandboxPage.ts), served by the py
// service and reached through the web origin, so the round trip works like the real one with no outside server.
import type { IdentitySessionKind } from '../../db/schema/kyc';
import type { ConsentDecision, IdentityProvider } from './types';

/** What the real providers answer on success, as the spec's screens read it. */
const SUCCESS: Record<IdentitySessionKind, string> = {
  digilocker: 'success',
  esign: 'aadhar_sign_success',
};
export const DENIED = 'denied';

export function createSandboxIdentity(
  kind: IdentitySessionKind,
  pyPublicBase: string,
): IdentityProvider {
  return {
    kind,
    sandbox: true,
    consentUrl: (token) => `${pyPublicBase}/identity/sandbox/${kind}/${encodeURIComponent(token)}`,
    resultOf: (decision: ConsentDecision) => (decision === 'allow' ? SUCCESS[kind] : DENIED),
  };
}
