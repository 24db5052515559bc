// Who may read and who may change a person's KYC. Every KYC route calls one of these itself.
import { assertCanChangeForUser } from '../../../auth/clientChanges';
import { assertCanActForUser } from '../../../auth/ownership';
import type { Identity } from '../../../auth/requireAuth';
import type { Db } from '../../../db/client';

/** The investor, or an expert mapped to them. */
export function assertCanRead(db: Db, identity: Identity, userId: string): Promise<void> {
  return assertCanActForUser(db, identity, userId);
}

/**
 * As reading, and an expert acting for a client must also be allowed to transact (experts.transaction_allowed):
 * changing a client's KYC is a transaction on their behalf. The same rule as the bank calls'.
 */
export const assertCanChange = assertCanChangeForUser;
