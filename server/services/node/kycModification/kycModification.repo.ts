// The KYC modification columns of kyc_records (the rest of the record belongs to the KYC routes).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kycRecords } from '../../../db/schema';

export interface ModificationState {
  kycStatus: (typeof kycRecords.$inferSelect)['kycStatus'];
  modificationStatus: (typeof kycRecords.$inferSelect)['modificationStatus'];
  digilockerStatus: string | null;
  eSign: string | null;
}

const columns = {
  kycStatus: kycRecords.kycStatus,
  modificationStatus: kycRecords.modificationStatus,
  digilockerStatus: kycRecords.digilockerStatus,
  eSign: kycRecords.eSign,
};

export async function findModification(
  db: Db,
  userId: string,
): Promise<ModificationState | undefined> {
  const [row] = await db.select(columns).from(kycRecords).where(eq(kycRecords.userId, userId));
  return row;
}

/** A new modification starts from scratch: earlier DigiLocker and e-sign answers belong to the last one. */
export async function startModification(
  db: Db,
  userId: string,
  now: Date,
): Promise<ModificationState> {
  const [row] = await db
    .update(kycRecords)
    .set({ modificationStatus: 'started', digilockerStatus: null, eSign: null, updatedAt: now })
    .where(eq(kycRecords.userId, userId))
    .returning(columns);
  return row;
}
