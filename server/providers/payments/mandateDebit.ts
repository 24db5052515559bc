// The sandbox bank's answer to a SIP instalment's debit on a mandate. A real sponsor bank answers a day later with
// a return code; the sandbox answers at once, by rules a test can set up: a mandate that is not active (never
// registered, rejected, cancelled or past its end) bounces, and the bank declines a debit above the mandate's
// limit, as NPCI does (the limit is the most one debit may take).
import type { MandateStatus } from '../../db/schema';

export const MANDATE_NOT_ACTIVE = 'Mandate not active';
export const BANK_DECLINED = "Declined by the bank (sandbox): above the mandate's limit";

export interface DebitedMandate {
  status: MandateStatus;
  limitPaise: number;
  expiresAt: Date | null;
}

/** null when the debit goes through, else the bounce's reason. */
export function sandboxMandateDebit(mandate: DebitedMandate | undefined, amountPaise: number, at: Date): string | null {
  if (!mandate || mandate.status !== 'active' || (mandate.expiresAt && mandate.expiresAt <= at)) return MANDATE_NOT_ACTIVE;
  if (amountPaise > mandate.limitPaise) return BANK_DECLINED;
  return null;
}
