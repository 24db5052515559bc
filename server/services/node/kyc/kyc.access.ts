// Who may read and who may change a person's KYC. Every KYC route calls one of these itself.
import { assertCanActForUser } from '../../../auth/ownership';
import type { Identity } from '../../../auth/requireAuth';
import type { Db } from '../../../db/client';
import { ForbiddenError } from '../../../domain/errors';
import { KYC_ERRORS } from './kyc.messages';
import { expertMayTransact } from './kyc.repo';

/** The investor, or an expert mapped to them. */
export function assertCanRead(db: Db, identity: Identity, userId: string): Promise<void> {
  return assertCanActForUser(db, identity, userId);
}

/**
 * As reading, and an expert acting for a client must also be allowed to transact (experts.transaction_allowed):
 * changing a client's KYC is a transaction on their behalf.
 */
export async function assertCanChange(db: Db, identity: Identity, userId: string): Promise<void> {
  await assertCanActForUser(db, identity, userId);
  if (identity.userId === userId) return;
  if (!identity.expertId || !(await expertMayTransact(db, identity.expertId))) {
    throw new ForbiddenError(KYC_ERRORS.noTransaction);
  }
}
