// Follow-ups of one advisor. The conditional `notified` update is the whole of the once-only reminder: among
// concurrent calls (two tabs) only one sees a row come back.
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dispositions, expertClients, followUps } from '../../../db/schema';

export type FollowUpRow = typeof followUps.$inferSelect;
export type NewFollowUp = typeof followUps.$inferInsert;

/** A follow-up with what its view needs: whether its client is still mapped, and its latest disposition. */
export interface FollowUpRecord extends FollowUpRow {
  mapped: boolean;
  disposition: string | null;
}

// The outer row's columns are named with their table: drizzle writes a column of the one table selected from
// unqualified ("id"), which inside these subqueries would name the subquery's own column (d.id, ec.user_id), so the
// disposition came back null and every follow-up counted as mapped.
const outer = (column: string) => sql.raw(`"follow_ups"."${column}"`);
const withExtras = {
  mapped: sql<boolean>`exists (select 1 from ${expertClients} ec where ec.expert_id = ${outer('expert_id')} and ec.user_id = ${outer('user_id')})`,
  disposition: sql<string | null>`(select d.option_code from ${dispositions} d where d.follow_up_id = ${outer('id')} order by d.created_at desc limit 1)`,
};

function selectRecords(db: Db) {
  return db.select({ row: followUps, ...withExtras }).from(followUps);
}

const toRecord = ({ row, mapped, disposition }: { row: FollowUpRow; mapped: boolean; disposition: string | null }): FollowUpRecord => ({
  ...row,
  mapped: Boolean(mapped),
  disposition,
});

export async function insertFollowUp(db: Db, values: NewFollowUp): Promise<FollowUpRecord> {
  const [row] = await db.insert(followUps).values(values).returning();
  return (await followUpById(db, row.id))!;
}

export async function followUpById(db: Db, id: string): Promise<FollowUpRecord | undefined> {
  const [found] = await selectRecords(db).where(eq(followUps.id, id));
  return found && toRecord(found);
}

export async function followUpsOn(db: Db, expertId: string, isoDate: string): Promise<FollowUpRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(followUps.expertId, expertId), eq(followUps.followUpDate, isoDate)))
    .orderBy(asc(followUps.startsAt), desc(followUps.createdAt));
  return rows.map(toRecord);
}

/** The advisor's open follow-ups from one day to another (ISO dates, inclusive), by start. */
export async function openFollowUpsBetween(db: Db, expertId: string, from: string, to: string): Promise<FollowUpRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(followUps.expertId, expertId), isNull(followUps.doneAt), gte(followUps.followUpDate, from), lte(followUps.followUpDate, to)))
    .orderBy(asc(followUps.startsAt), desc(followUps.createdAt));
  return rows.map(toRecord);
}

export async function updateFollowUp(db: Db, id: string, expertId: string, values: Partial<NewFollowUp>): Promise<void> {
  await db.update(followUps).set(values).where(and(eq(followUps.id, id), eq(followUps.expertId, expertId)));
}

export async function deleteFollowUp(db: Db, id: string, expertId: string): Promise<void> {
  await db.delete(followUps).where(and(eq(followUps.id, id), eq(followUps.expertId, expertId)));
}

/** true only for the call that changed notified from false to true. */
export async function claimNotified(db: Db, id: string, expertId: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(followUps)
    .set({ notified: true, notifiedAt: at })
    .where(and(eq(followUps.id, id), eq(followUps.expertId, expertId), eq(followUps.notified, false)))
    .returning({ id: followUps.id });
  return changed.length > 0;
}

/** Raised follow-ups: one per (advisor, source_key); raising again inserts nothing. Returns how many were new. */
export async function insertRaised(db: Db, rows: NewFollowUp[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(followUps)
    .values(rows)
    .onConflictDoNothing({ target: [followUps.expertId, followUps.sourceKey] })
    .returning({ id: followUps.id });
  return inserted.length;
}
