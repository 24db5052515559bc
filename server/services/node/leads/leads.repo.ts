// Rate-limit bookkeeping on the leads table (server/db/schema/rm.ts). The caller's address is kept only as a
// keyed hash inside `data`, enough to count recent enquiries per address.
import { and, count, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { leads } from '../../../db/schema';

export async function countLeadsFromAddress(db: Db, addressKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(gt(leads.createdAt, since), sql`${leads.data}->>'address_key' = ${addressKey}`));
  return row?.n ?? 0;
}
