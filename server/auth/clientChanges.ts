// Changing a client's KYC or bank data: the rule of assertCanActForUser, and an expert acting for a client must
// also be allowed to transact (experts.transaction_allowed; an expert without it may only share the KYC link).
import type { Db } from '../db/client';
import { RefusedError } from '../domain/errors';
import { assertCanActForUser } from './ownership';
import type { Identity } from './requireAuth';
import { isTransactionAllowed } from './transactionAllowed.repo';

export const TRANSACTION_NOT_ALLOWED =
  "You cannot change this client's KYC or bank details until your ARN is validated: share the KYC link with your client instead";

export async function assertCanChangeForUser(
  db: Db,
  identity: Identity,
  userId: string,
): Promise<void> {
  await assertCanActForUser(db, identity, userId);
  if (identity.userId === userId) return;
  if (!identity.expertId || !(await isTransactionAllowed(db, identity.expertId))) {
    throw new RefusedError(TRANSACTION_NOT_ALLOWED);
  }
}
