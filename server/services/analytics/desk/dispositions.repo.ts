// The disposition options (seeded) and the dispositions advisors record on follow-ups, leads and clients.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dispositionOptions, dispositions, leads } from '../../../db/schema';

export type DispositionRow = typeof dispositions.$inferSelect;

export async function listOptions(db: Db): Promise<{ value: string; label: string }[]> {
  return db
    .select({ value: dispositionOptions.code, label: dispositionOptions.label })
    .from(dispositionOptions)
    .orderBy(asc(dispositionOptions.sortOrder), asc(dispositionOptions.code));
}

export async function optionLabel(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db.select({ label: dispositionOptions.label }).from(dispositionOptions).where(eq(dispositionOptions.code, code));
  return row?.label;
}

export async function leadOwnedBy(db: Db, leadId: string, expertId: string): Promise<boolean> {
  const rows = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, leadId), eq(leads.expertId, expertId))).limit(1);
  return rows.length > 0;
}

/** The latest disposition code of each of these leads (a lead with none is absent). */
export async function latestLeadDispositions(db: Db, leadIds: string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([dispositions.leadId], { leadId: dispositions.leadId, option: dispositions.optionCode })
    .from(dispositions)
    .where(inArray(dispositions.leadId, leadIds))
    .orderBy(dispositions.leadId, desc(dispositions.createdAt));
  return new Map(rows.map((r) => [r.leadId!, r.option]));
}

export async function insertDisposition(db: Db, values: typeof dispositions.$inferInsert): Promise<DispositionRow> {
  const [row] = await db.insert(dispositions).values(values).returning();
  return row;
}
