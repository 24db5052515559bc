import { eq } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS, hashRefreshToken, revokeRefreshFamily, revokeUserSessions, rotateRefreshToken, startRefreshFamily } from '@/server/auth';
import type { DbHandle } from '@/server/db/client';
import { refreshTokens, users } from '@/server/db/schema';
import { createTestDb } from '@/server/db/testing';

let handle: DbHandle;
let userId: string;
beforeAll(async () => {
  handle = await createTestDb();
  [{ id: userId }] = await handle.db.insert(users).values({ mobileNo: '9000000001', name: 'Asha Verma' }).returning({ id: users.id });
});
afterAll(() => handle.close());

const rotate = (token: string, now?: Date) => rotateRefreshToken(handle.db, token, now);

describe('refresh-token families', () => {
  it('stores only a hash of the token', async () => {
    const issued = await startRefreshFamily(handle.db, userId, 'user');
    const stored = await handle.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, issued.familyId));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(hashRefreshToken(issued.token));
    expect(JSON.stringify(stored)).not.toContain(issued.token);
  });

  it('rotates: each use spends the token and issues the next one of the same family', async () => {
    const first = await startRefreshFamily(handle.db, userId, 'user');
    const second = await rotate(first.token);
    if (!second.ok) throw new Error(second.reason);
    expect(second.issued.familyId).toBe(first.familyId);
    expect(second.issued.token).not.toBe(first.token);
    expect(second.issued.expiresAt).toEqual(first.expiresAt); // the session's end does not move
    const third = await rotate(second.issued.token);
    expect(third.ok).toBe(true);
  });

  it('revokes the whole family when a spent token is presented again', async () => {
    const first = await startRefreshFamily(handle.db, userId, 'user');
    const second = await rotate(first.token);
    if (!second.ok) throw new Error(second.reason);
    expect(await rotate(first.token)).toEqual({ ok: false, reason: 'reused' });
    // The newest token of the family stops working too.
    expect(await rotate(second.issued.token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('ends the session 30 days after login, however often it was refreshed', async () => {
    const login = new Date('2026-01-01T00:00:00Z');
    let current = await startRefreshFamily(handle.db, userId, 'user', login);
    const day29 = new Date(login.getTime() + SESSION_MAX_AGE_MS - 24 * 3600 * 1000);
    const next = await rotate(current.token, day29);
    if (!next.ok) throw new Error(next.reason);
    current = next.issued;
    const day30 = new Date(login.getTime() + SESSION_MAX_AGE_MS + 1000);
    expect(await rotate(current.token, day30)).toEqual({ ok: false, reason: 'expired' });
  });

  it('logout revokes the family; unknown tokens are refused', async () => {
    const a = await startRefreshFamily(handle.db, userId, 'user');
    const b = await startRefreshFamily(handle.db, userId, 'user');
    expect(await revokeRefreshFamily(handle.db, a.familyId)).toBe(1);
    expect(await rotate(a.token)).toEqual({ ok: false, reason: 'revoked' });
    expect((await rotate(b.token)).ok).toBe(true); // another login of the same person is untouched
    expect(await rotate('made-up-token')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('can end every session of a person', async () => {
    const a = await startRefreshFamily(handle.db, userId, 'user');
    const b = await startRefreshFamily(handle.db, userId, 'user');
    expect(await revokeUserSessions(handle.db, userId)).toBeGreaterThanOrEqual(2);
    expect(await rotate(a.token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await rotate(b.token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const first = await startRefreshFamily(handle.db, userId, 'user');
    const results = await Promise.all([rotate(first.token), rotate(first.token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
