// The penny drop sandbox (the default): it decides by the account number's last four digits, so every outcome
// can be tried on purpose. Test values are in server/providers/README.md ("Penny drop").
import { randomBytes } from 'node:crypto';
import type { IfscDirectory } from '../ifsc';
import type { PennyDropOutcome, PennyDropProvider } from './types';

export const SANDBOX_CLOSED_LAST4 = '0000';
export const SANDBOX_OTHER_NAME_LAST4 = '9999';
/** The name the sandbox bank answers for a "someone else's account" test number. */
export const SANDBOX_OTHER_HOLDER = 'RAMESH KUMAR SHARMA';

export function createSandboxPennyDrop(ifsc: IfscDirectory): PennyDropProvider {
  return {
    name: 'sandbox',
    sandbox: true,
    async start() {
      return { reference: `SBXPD${randomBytes(9).toString('hex').toUpperCase()}` };
    },
    async result(_reference, account): Promise<PennyDropOutcome> {
      if (!ifsc.lookup(account.ifsc)) {
        return {
          status: 'failed',
          reason: 'invalid_ifsc',
          message: 'The bank did not recognise this IFSC',
        };
      }
      const last4 = account.accountNumber.slice(-4);
      if (last4 === SANDBOX_CLOSED_LAST4) {
        return {
          status: 'failed',
          reason: 'account_closed',
          message: 'The bank says this account is closed',
        };
      }
      if (last4 === SANDBOX_OTHER_NAME_LAST4)
        return { status: 'credited', holderName: SANDBOX_OTHER_HOLDER };
      // Banks keep names in capitals.
      return { status: 'credited', holderName: account.kycName.toUpperCase() };
    },
  };
}
