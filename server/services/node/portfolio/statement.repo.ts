// Reads and writes behind the portfolio statement: who the investor and the distributor are, and the one-time
// links (token stored as its SHA-256, the PDF's bytes until downloaded or expired).
import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertClients, experts, kycRecords, statementLinks, users } from '../../../db/schema';

export interface Distributor {
  name: string | null;
  arn: string | null;
  euin: string | null;
}

export async function investorOf(db: Db, userId: string): Promise<{ name: string; pan: string | null } | undefined> {
  const [row] = await db
    .select({ name: users.name, mobile: users.mobileNo, pan: kycRecords.pancardNo })
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { name: row.name ?? row.mobile, pan: row.pan } : undefined;
}

/** The advisor's name, ARN and EUIN; for an investor without a named advisor, the one mapped to him first. */
export async function distributorOf(db: Db, userId: string, expertId: string | null): Promise<Distributor | null> {
  const [row] = await db
    .select({ name: users.name, arn: experts.arn, euin: experts.euin })
    .from(expertClients)
    .innerJoin(experts, eq(experts.id, expertClients.expertId))
    .innerJoin(users, eq(users.id, experts.userId))
    .where(and(eq(expertClients.userId, userId), expertId ? eq(expertClients.expertId, expertId) : undefined))
    .orderBy(asc(expertClients.createdAt))
    .limit(1);
  return row ?? null;
}

export type StatementLinkRow = typeof statementLinks.$inferSelect;

export async function insertStatementLink(db: Db, link: typeof statementLinks.$inferInsert): Promise<void> {
  await db.insert(statementLinks).values(link);
}

/** When the person created their recent links, oldest first (the link limit counts them). */
export async function linkTimesOf(db: Db, createdByUserId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: statementLinks.createdAt })
    .from(statementLinks)
    .where(and(eq(statementLinks.createdByUserId, createdByUserId), gt(statementLinks.createdAt, since)))
    .orderBy(asc(statementLinks.createdAt));
  return rows.map((r) => r.at);
}

/** Expired links keep their row (who shared what, when) but no longer the statement itself. */
export async function clearExpiredStatements(db: Db, now: Date): Promise<void> {
  await db
    .update(statementLinks)
    .set({ pdf: null })
    .where(and(lte(statementLinks.expiresAt, now), isNotNull(statementLinks.pdf)));
}

/**
 * Spends a link: under a row lock (several backend copies may be asked at once), reads it and, when still live,
 * marks it used and clears its bytes (an expired one only loses its bytes). Answers the row as it was before, or undefined for an unknown token.
 */
export async function spendStatementLink(db: Db, tokenHash: string, now: Date): Promise<StatementLinkRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(statementLinks).where(eq(statementLinks.tokenHash, tokenHash)).for('update');
    if (!row || row.usedAt) return row;
    const expired = row.expiresAt.getTime() <= now.getTime();
    if (expired && !row.pdf) return row;
    // Used now, or expired: either way the statement itself is not kept any longer.
    await tx
      .update(statementLinks)
      .set(expired ? { pdf: null } : { usedAt: now, pdf: null })
      .where(eq(statementLinks.id, row.id));
    return row;
  });
}
