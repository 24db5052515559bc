// The outbox's messages (demo only; see server/db/schema/auth.ts smsOutbox).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export async function storeOutboxMessage(
  db: Db,
  mobileNo: string,
  body: string,
  at: Date,
): Promise<void> {
  await db.insert(smsOutbox).values({ mobileNo, body, createdAt: at });
}

export async function latestOutboxMessage(db: Db, mobileNo: string) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobileNo, mobileNo))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return rows[0];
}
