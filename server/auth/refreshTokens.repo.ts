// Storage of refresh tokens. Only hashes are stored: a leaked table cannot be replayed.
import { and, eq, gt, isNull } from 'drizzle-orm';
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

/** A session is live while some token of its family is unrevoked and its 30 days have not run out. */
export async function isFamilyLive(db: Db, familyId: string, at: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.sessionExpiresAt, at)))
    .limit(1);
  return rows.length > 0;
}
