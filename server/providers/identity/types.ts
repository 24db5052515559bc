// DigiLocker (Aadhaar details) and Aadhaar e-sign: the browser is sent to the provider's consent page carrying a
// one-time token, and comes back with the provider's answer. Only the answer's wording differs between the two.
import type { IdentitySessionKind } from '../../db/schema/kyc';

export type ConsentDecision = 'allow' | 'deny';

export interface IdentityProvider {
  readonly kind: IdentitySessionKind;
  /** True for the sandbox: its page and answers say so. */
  readonly sandbox: boolean;
  /** Where the browser gives its consent. */
  consentUrl(token: string): string;
  /** The value kept in the KYC record (digilocker_status / e_sign) and sent back to the web app. */
  resultOf(decision: ConsentDecision): string;
}
