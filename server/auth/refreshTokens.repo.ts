// Storage of refresh tokens. Only hashes are stored: a leaked table cannot be replayed.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Db, row: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Marks the token spent, only if it is still unspent and unrevoked; returns it when this call spent it. */
export async function spendRefreshToken(db: Db, tokenHash: string, at: Date): Promise<RefreshTokenRow | undefined> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning();
  return rows[0];
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function revokeAllOfUser(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** When the family's session ends (its 30 days), or null once every token of it is revoked. */
export async function familySessionEnd(db: Db, familyId: string): Promise<Date | null> {
  const rows = await db
    .select({ endsAt: refreshTokens.sessionExpiresAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .orderBy(desc(refreshTokens.sessionExpiresAt))
    .limit(1);
  return rows[0]?.endsAt ?? null;
}
