// The PAN service of the demo: decided by the PAN's four digits, so that every answer can be tried on purpose
// (server/providers/README.md lists them). Any other PAN is valid and belongs to the account's holder.
import type { PanCheck, PanProvider, PanStatus } from './types';

/** The name the department "has" for a name-mismatch PAN: nobody's account is opened under it. */
export const SANDBOX_OTHER_NAME = 'Ramesh Kumar Sharma';

const BY_DIGITS: Record<string, PanStatus> = {
  '0000': 'invalid',
  '9999': 'deactivated',
  '8888': 'name_mismatch',
};

/** The four digits of a PAN (AAAAA9999A), by which both sandboxes decide. */
export const panDigits = (pan: string) => pan.slice(5, 9);

export function createSandboxPan(): PanProvider {
  return {
    name: 'sandbox',
    async verify(pan, holderName): Promise<PanCheck> {
      const status = BY_DIGITS[panDigits(pan)] ?? 'valid';
      const name =
        status === 'valid' ? holderName : status === 'name_mismatch' ? SANDBOX_OTHER_NAME : null;
      return { pancard_no: pan, status, name, sandbox: true };
    },
  };
}
