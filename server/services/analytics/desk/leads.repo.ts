// An advisor's leads: one per advisor and mobile (leads_expert_mobile_uq), listed newest first.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertClients, leads, users } from '../../../db/schema';

export type LeadRow = typeof leads.$inferSelect;

export interface LeadFilter {
  expertId: string;
  stage?: string;
  q?: string;
}

function whereOf(filter: LeadFilter, withStage: boolean): SQL | undefined {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(leads.expertId, filter.expertId),
    withStage && filter.stage ? eq(leads.status, filter.stage) : undefined,
    like ? or(ilike(leads.name, like), ilike(leads.mobileNo, like)) : undefined,
  );
}

export async function leadsPage(db: Db, filter: LeadFilter, limit: number, offset: number): Promise<LeadRow[]> {
  return db.select().from(leads).where(whereOf(filter, true)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offset);
}

/** How many of the filtered leads are in each stage (the stage filter itself is left out, so every tab counts). */
export async function stageCounts(db: Db, filter: LeadFilter): Promise<Record<string, number>> {
  const rows = await db.select({ stage: leads.status, n: count() }).from(leads).where(whereOf(filter, false)).groupBy(leads.status);
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]));
}

/** The advisor's clients among these mobiles: mobile → user id. */
export async function clientsByMobile(db: Db, expertId: string, mobiles: string[]): Promise<Map<string, string>> {
  if (mobiles.length === 0) return new Map();
  const rows = await db
    .select({ mobile: users.mobileNo, userId: users.id })
    .from(users)
    .innerJoin(expertClients, and(eq(expertClients.userId, users.id), eq(expertClients.expertId, expertId)))
    .where(inArray(users.mobileNo, mobiles));
  return new Map(rows.map((r) => [r.mobile, r.userId]));
}

/** Which of these people are the advisor's clients now. */
export async function mappedOf(db: Db, expertId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: expertClients.userId })
    .from(expertClients)
    .where(and(eq(expertClients.expertId, expertId), inArray(expertClients.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function leadById(db: Db, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

export async function leadIdByMobile(db: Db, expertId: string, mobileNo: string): Promise<string | undefined> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.expertId, expertId), eq(leads.mobileNo, mobileNo)));
  return row?.id;
}

/** The new lead, or undefined when the advisor already holds one for this mobile (checked by the unique index, so
 * two tabs adding at once cannot both win). */
export async function insertLeadOnce(db: Db, values: typeof leads.$inferInsert): Promise<LeadRow | undefined> {
  const [row] = await db.insert(leads).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLead(db: Db, id: string, expertId: string, change: Partial<typeof leads.$inferInsert>) {
  const [row] = await db.update(leads).set(change).where(and(eq(leads.id, id), eq(leads.expertId, expertId))).returning();
  return row;
}

export async function deleteLead(db: Db, id: string, expertId: string): Promise<boolean> {
  const gone = await db.delete(leads).where(and(eq(leads.id, id), eq(leads.expertId, expertId))).returning({ id: leads.id });
  return gone.length > 0;
}

/**
 * The advisor's lead becomes the client `userId` (stage converted): called in the transaction that links the
 * client (client book, "Convert to client"). A lead deleted meanwhile, or another advisor's, changes nothing.
 */
export async function convertLead(db: Db, id: string, expertId: string, userId: string, now: Date): Promise<void> {
  await db
    .update(leads)
    .set({
      status: 'converted',
      userId,
      stageChangedAt: sql`case when ${leads.status} = 'converted' then ${leads.stageChangedAt} else ${now.toISOString()}::timestamptz end`,
      updatedAt: now,
    })
    .where(and(eq(leads.id, id), eq(leads.expertId, expertId)));
}
