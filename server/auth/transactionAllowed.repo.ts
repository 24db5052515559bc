// Whether an expert may transact (and so change KYC and bank data) for clients: experts.transaction_allowed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { experts } from '../db/schema';

export async function isTransactionAllowed(db: Db, expertId: string): Promise<boolean> {
  const [row] = await db
    .select({ allowed: experts.transactionAllowed })
    .from(experts)
    .where(eq(experts.id, expertId))
    .limit(1);
  return row?.allowed === true;
}
