// What the FD calls need: the database, the clock, the KYC record (for its status and the date of birth the senior
// rate follows) and the payment provider that takes the deposit.
import type { Db } from '../../../db/client';
import type { PaymentProvider } from '../../../providers/payments';
import type { KycDeps } from '../kyc/kyc.deps';

export interface FdDeps {
  db: Db;
  now: () => Date;
  kyc: KycDeps;
  payments: PaymentProvider;
}
