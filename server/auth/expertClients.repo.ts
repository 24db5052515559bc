// The expert-to-client mapping, read for authorization.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { expertClients } from '../db/schema';

export async function isExpertMapped(db: Db, expertId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: expertClients.id })
    .from(expertClients)
    .where(and(eq(expertClients.expertId, expertId), eq(expertClients.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
