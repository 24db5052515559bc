// The ARN register sandbox (the default): it decides by the ARN's last three characters, so every answer can be
// tried on purpose. Test values are in server/providers/README.md ("ARN register").
import type { ArnCheck, ArnRegistry } from './types';

export const SANDBOX_UNKNOWN_SUFFIX = '000';
export const SANDBOX_LAPSED_SUFFIX = '999';
/** The day a lapsed test ARN's validity ended. */
export const SANDBOX_LAPSED_TILL = '2025-03-31';
/** An ARN's registration runs for three years from its grant or renewal. */
const VALIDITY_YEARS = 3;

// AMFI numbers distributors; the register holds no ARN with letters in it.
const REGISTERED_SHAPE = /^\d{6}$/;

/** Three years after `today`, less a day (YYYY-MM-DD). */
export function sandboxValidTill(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const till = new Date(Date.UTC(y + VALIDITY_YEARS, m - 1, d - 1));
  return till.toISOString().slice(0, 10);
}

export function createSandboxArnRegistry(): ArnRegistry {
  return {
    name: 'sandbox',
    sandbox: true,
    async check(arn, today): Promise<ArnCheck> {
      if (!REGISTERED_SHAPE.test(arn) || arn.endsWith(SANDBOX_UNKNOWN_SUFFIX))
        return { status: 'unknown', arn, sandbox: true };
      if (arn.endsWith(SANDBOX_LAPSED_SUFFIX))
        return { status: 'lapsed', arn, validTill: SANDBOX_LAPSED_TILL, sandbox: true };
      return { status: 'valid', arn, validTill: sandboxValidTill(today), sandbox: true };
    },
  };
}
