import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { assertCanActForUser, assertExpertMapped, assertOwnsUser, getIdentity, issueAccessToken, requireAuth, requireRole } from '@/server/auth';
import { expertClients, experts, users } from '@/server/db/schema';
import { DomainError } from '@/server/domain/errors';
import { STATUS_OF } from '@/server/http/errors';
import { signSessionToken, verifySessionToken } from '@/utils/session/token';
import { TEST_SECRET, type TestApp, createTestApp, json } from '../support/testApp';

let t: TestApp;
let investor: string;
let stranger: string;
let expertUser: string;
let expertId: string;
let otherExpertId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const rows = await db
    .insert(users)
    .values([
      { mobileNo: '9000000001', name: 'Asha Verma' },
      { mobileNo: '9000000002', name: 'Vikram Rao' },
      { mobileNo: '9000000101', name: 'Rahul Mehta', roles: ['expert'] },
      { mobileNo: '9000000102', name: 'Neha Iyer', roles: ['expert'] },
    ])
    .returning({ id: users.id });
  [investor, stranger, expertUser] = rows.map((r) => r.id);
  const ex = await db
    .insert(experts)
    .values([
      { userId: rows[2].id, expertCode: 'ZF101' },
      { userId: rows[3].id, expertCode: 'ZF102' },
    ])
    .returning({ id: experts.id });
  [expertId, otherExpertId] = ex.map((e) => e.id);
  await db.insert(expertClients).values({ expertId, userId: investor });

  const routes = new Hono()
    .get('/me', requireAuth(TEST_SECRET), (c) => c.json({ status: 'success', data: getIdentity(c) }))
    .get('/expert-only', requireAuth(TEST_SECRET), requireRole('expert'), (c) => c.json({ status: 'success', data: c.get('identity').expertId }));
  t.app.route('/t', routes);
});
afterAll(() => t.handle.close());

const investorToken = () => issueAccessToken(TEST_SECRET, { userId: investor, roles: ['user'], role: 'user' });
const expertToken = () => issueAccessToken(TEST_SECRET, { userId: expertUser, roles: ['expert'], role: 'expert', expertId });

describe('requireAuth', () => {
  it('lets a valid token through from the access-token header, a Bearer header or the session cookie', async () => {
    const token = await investorToken();
    const ways: Record<string, string>[] = [{ 'access-token': token }, { authorization: `Bearer ${token}` }, { cookie: `zf_session=${token}` }];
    for (const headers of ways) {
      const res = await t.app.request('/t/me', { headers });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toEqual({ userId: investor, roles: ['user'], role: 'user' });
    }
  });

  const refused = async (headers: Record<string, string>) => {
    const res = await t.app.request('/t/me', { headers });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ status: 'failed', message: 'Please log in again' });
  };

  it('answers 401 to a missing token', () => refused({}));

  it('answers 401 to an expired token', async () => {
    const old = await signSessionToken({ userId: investor, roles: ['user'], role: 'user' }, TEST_SECRET, {
      now: new Date(Date.now() - 16 * 60 * 1000),
    });
    await refused({ 'access-token': old });
  });

  it('answers 401 to a tampered token', async () => {
    const [header, payload, signature] = (await investorToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'expert', roles: ['expert'] })).toString('base64url');
    await refused({ 'access-token': `${header}.${forged}.${signature}` });
  });

  it('answers 401 to a token signed with another secret or with alg none', async () => {
    const other = await signSessionToken({ userId: investor, roles: ['user'], role: 'user' }, 'another-secret-that-is-long-enough-987654');
    await refused({ 'access-token': other });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: investor, roles: ['user'], role: 'user', iss: 'zf', exp: 9999999999 }),
    ).toString('base64url')}.`;
    await refused({ 'access-token': none });
  });

  it('answers 401 to a correctly signed token whose role is not one of its roles', async () => {
    const odd = await new SignJWT({ roles: ['user'], role: 'expert' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(investor)
      .setIssuer('zf')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_SECRET));
    await refused({ 'access-token': odd });
  });
});

describe('requireRole', () => {
  it('answers 403 to a user token on an expert route and lets an expert through', async () => {
    const asUser = await t.app.request('/t/expert-only', { headers: { 'access-token': await investorToken() } });
    expect(asUser.status).toBe(403);
    expect(await json(asUser)).toEqual({ status: 'failed', message: 'You are not allowed to do this' });
    const asExpert = await t.app.request('/t/expert-only', { headers: { 'access-token': await expertToken() } });
    expect(asExpert.status).toBe(200);
    expect((await json(asExpert)).data).toBe(expertId);
  });
});

describe('verifySessionToken (shared with the web middleware)', () => {
  it('returns the claims of a valid token and null otherwise', async () => {
    expect(await verifySessionToken(await expertToken(), TEST_SECRET)).toEqual({ userId: expertUser, roles: ['expert'], role: 'expert', expertId });
    expect(await verifySessionToken('not.a.jwt', TEST_SECRET)).toBeNull();
    expect(await verifySessionToken(undefined, TEST_SECRET)).toBeNull();
  });
});

describe('ownership', () => {
  const user = () => ({ userId: investor, roles: ['user' as const], role: 'user' as const });
  const expert = (id = expertId) => ({ userId: expertUser, roles: ['expert' as const], role: 'expert' as const, expertId: id });
  const status = async (check: () => unknown) => {
    try {
      await check();
      return 'allowed';
    } catch (error) {
      return error instanceof DomainError ? STATUS_OF[error.kind] : error;
    }
  };

  it('a user owns their own records only', async () => {
    expect(await status(() => assertOwnsUser(user(), investor))).toBe('allowed');
    expect(await status(() => assertOwnsUser(user(), stranger))).toBe(404);
  });

  it('an expert reaches a client only through expert_clients', async () => {
    const db = t.handle.db;
    expect(await status(() => assertExpertMapped(db, expertId, investor))).toBe('allowed');
    expect(await status(() => assertExpertMapped(db, expertId, stranger))).toBe(404);
    expect(await status(() => assertExpertMapped(db, otherExpertId, investor))).toBe(404);
    expect(await status(() => assertExpertMapped(db, undefined, investor))).toBe(404);
    // Not a UUID: refused without asking the database (which would raise a cast error).
    expect(await status(() => assertExpertMapped(db, expertId, "1' OR '1'='1"))).toBe(404);
  });

  it('assertCanActForUser combines both rules', async () => {
    const db = t.handle.db;
    expect(await status(() => assertCanActForUser(db, user(), investor))).toBe('allowed');
    expect(await status(() => assertCanActForUser(db, user(), stranger))).toBe(404);
    expect(await status(() => assertCanActForUser(db, expert(), investor))).toBe('allowed');
    expect(await status(() => assertCanActForUser(db, expert(), stranger))).toBe(404);
    expect(await status(() => assertCanActForUser(db, expert(otherExpertId), investor))).toBe(404);
  });
});
