// What the FD calls need: the database, the clock, the KYC record (for its status and the date of birth the senior
// rate follows) and the payment provider that takes the deposit.
import type { Db } from '../../../db/client';
import type { LumpsumPaymentMode } from '../../../../utils/orders/paymentLimits';
import type { KycDeps } from '../kyc/kyc.deps';

/** The part of the payment provider (server/providers/payments) a booking uses. */
export interface FdPaymentStarter {
  startPayment(input: {
    paymentId: string;
    mode: LumpsumPaymentMode;
    amountPaise: number;
    vpa?: string | null;
    now: Date;
  }): {
    providerRef: string;
    status: 'pending' | 'failed';
    failureReason: string | null;
    expiresAt: Date;
    redirectUrl: string | null;
    upiUri: string | null;
    sandboxUrl: string | null;
  };
  /** The pages of a payment already started (for a second "Pay" while it is live). */
  linksFor?(payment: { id: string; mode: string; providerRef: string; amountPaise: number }): {
    redirectUrl: string | null;
    upiUri: string | null;
    sandboxUrl: string | null;
  };
}

export interface FdDeps {
  db: Db;
  now: () => Date;
  kyc: KycDeps;
  payments: FdPaymentStarter;
}
