// The KRA of the demo. A lookup is decided by the PAN's four digits (server/providers/README.md); a submitted
// KYC is decided once `delaySeconds` have passed, asked lazily by whoever reads the record next, so that no
// timer has to survive a restart and several backend copies agree.
import { panDigits } from '../pan/sandbox';
import type { KraAddress, KraDecision, KraLookup, KraProvider, KraStatus } from './types';

export const KRA_HOLD_REASON = 'Email not validated: confirm the link the KRA sent';
export const KRA_REJECT_REASON =
  'Documents not accepted: upload a clearer address proof and submit again';

const BY_DIGITS: Record<string, Exclude<KraStatus, 'not_found'>> = {
  '1111': 'registered',
  '2222': 'on_hold',
  '3333': 'rejected',
  '4444': 'validated',
};

/** What the sandbox KRA "holds" for a PAN it knows. */
export const SANDBOX_KRA_RECORD = {
  name: 'KRA Sandbox Holder',
  dob: '15/08/1985',
  address: {
    line1: '12, MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  } satisfies KraAddress,
};

function reasonOf(status: KraStatus): string | undefined {
  if (status === 'on_hold') return KRA_HOLD_REASON;
  if (status === 'rejected') return KRA_REJECT_REASON;
  return undefined;
}

export function createSandboxKra(delaySeconds: number): KraProvider {
  return {
    name: 'sandbox',
    async lookup(pan, holderName): Promise<KraLookup> {
      const status = BY_DIGITS[panDigits(pan)];
      if (!status) return { kra_status: 'not_found', sandbox: true };
      const reason = reasonOf(status);
      return {
        kra_status: status,
        ...SANDBOX_KRA_RECORD,
        name: holderName ?? SANDBOX_KRA_RECORD.name,
        ...(reason ? { hold_reason: reason } : {}),
        sandbox: true,
      };
    },
    async submit() {
      // Nothing to send anywhere: the decision below is computed from the PAN and the time.
    },
    async decision(pan, submittedAt, now, options): Promise<KraDecision | null> {
      if (now.getTime() - submittedAt.getTime() < delaySeconds * 1000) return null;
      if (options?.modification) return { kyc_status: 'verified', hold_reason: null };
      // A PAN the KRA already holds in another state keeps it (e.g. on hold until the email is confirmed).
      const known = BY_DIGITS[panDigits(pan)];
      if (!known || known === 'validated') return { kyc_status: 'verified', hold_reason: null };
      return { kyc_status: known, hold_reason: reasonOf(known) ?? null };
    },
  };
}
