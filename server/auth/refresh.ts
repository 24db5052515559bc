// Refresh-token families. A login starts a family; every refresh spends the presented token and issues the
// next one of the same family. Presenting a spent token again means it was copied: the whole family is revoked,
// so the thief's and the owner's newest tokens both stop working. A family ends 30 days after the login.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import * as repo from './refreshTokens.repo';
import { forgetAllSessions, forgetSession } from './liveSessions';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedRefreshToken {
  /** The secret to hand to the client once; only its hash is stored. */
  token: string;
  familyId: string;
  userId: string;
  role: string;
  expiresAt: Date;
}

export type RotateResult =
  | { ok: true; issued: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issue(db: Db, fields: { familyId: string; userId: string; role: string; sessionExpiresAt: Date; now: Date }) {
  const token = randomBytes(32).toString('base64url');
  await repo.insertRefreshToken(db, {
    familyId: fields.familyId,
    tokenHash: hashRefreshToken(token),
    userId: fields.userId,
    role: fields.role,
    issuedAt: fields.now,
    expiresAt: fields.sessionExpiresAt,
    sessionExpiresAt: fields.sessionExpiresAt,
  });
  const issued: IssuedRefreshToken = {
    token,
    familyId: fields.familyId,
    userId: fields.userId,
    role: fields.role,
    expiresAt: fields.sessionExpiresAt,
  };
  return issued;
}

/** Starts the family of a new login. */
export async function startRefreshFamily(db: Db, userId: string, role: string, now = new Date()): Promise<IssuedRefreshToken> {
  return issue(db, { familyId: randomUUID(), userId, role, sessionExpiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS), now });
}

/** Spends `token` and issues its successor, or says why it cannot (revoking the family on reuse). */
export async function rotateRefreshToken(db: Db, token: string, now = new Date()): Promise<RotateResult> {
  const tokenHash = hashRefreshToken(token);
  const result = await db.transaction(async (tx) => {
    const spent = await repo.spendRefreshToken(tx, tokenHash, now);
    if (!spent) {
      const known = await repo.findRefreshToken(tx, tokenHash);
      if (!known) return { ok: false, reason: 'unknown' } as const;
      if (known.revokedAt) return { ok: false, reason: 'revoked' } as const;
      await repo.revokeFamily(tx, known.familyId, now);
      return { ok: false, reason: 'reused', familyId: known.familyId } as const;
    }
    if (spent.expiresAt <= now || spent.sessionExpiresAt <= now) return { ok: false, reason: 'expired' } as const;
    const issued = await issue(tx, { familyId: spent.familyId, userId: spent.userId, role: spent.role, sessionExpiresAt: spent.sessionExpiresAt, now });
    return { ok: true, issued } as const;
  });
  if (result.ok) return result;
  // Reuse revoked the family (committed now): this copy stops accepting its access tokens at once.
  if ('familyId' in result && result.familyId) {
    forgetSession(db, result.familyId);
    return { ok: false, reason: result.reason };
  }
  return result;
}

/** Logout: every token of the login stops working. */
export async function revokeRefreshFamily(db: Db, familyId: string, now = new Date()): Promise<number> {
  const revoked = await repo.revokeFamily(db, familyId, now);
  forgetSession(db, familyId);
  return revoked;
}

/** Ends every session of a person (e.g. after an account change). */
export async function revokeUserSessions(db: Db, userId: string, now = new Date()): Promise<number> {
  const revoked = await repo.revokeAllOfUser(db, userId, now);
  forgetAllSessions(db);
  return revoked;
}
