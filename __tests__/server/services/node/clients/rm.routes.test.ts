// A relationship manager acting for an advisor: who may, what the tokens can reach, and how the refresh keeps or
// ends the acting as the manager's mapping changes. Real logins on the demo people (Karan Malhotra manages Rahul,
// Sunil and Kavita; Neha is not his).
import { eq } from 'drizzle-orm';
import { experts } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { signSessionToken, verifySessionToken } from '@/utils/session/token';
import {
  ASHA,
  NEHA,
  RAHUL,
  TEST_SECRET,
  type LoginApp,
  type Session,
  call,
  createLoginApp,
  login,
  sessionOf,
} from '../../../support/loginApp';

jest.setTimeout(60_000);

const KARAN = '9000000901';
const SUNIL = '9000000103';

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

const actAs = (s: Session, expert_id: string) =>
  call(t, 'POST', '/node/clients/act-as-expert', { expert_id }, { 'access-token': s.accessToken });
const listing = (access: string) =>
  call(t, 'GET', '/node/portfolio/listing', undefined, { 'access-token': access });

async function actingForRahul(): Promise<Session> {
  const { res, body } = await actAs(await login(t, KARAN, { role: 'expert' }), expertId(RAHUL));
  expect(res.status).toBe(200);
  return sessionOf(res, body);
}

/** The access token as it looks 16 minutes later: expired, signature intact. */
async function expired(s: Session): Promise<string> {
  const claims = await verifySessionToken(s.accessToken, TEST_SECRET);
  if (!claims) throw new Error('no claims');
  return signSessionToken(claims, TEST_SECRET, { now: new Date(Date.now() - 16 * 60 * 1000) });
}

const setRm = (mobile: string, rmId: string | null) =>
  t.handle.db.update(experts).set({ rmId }).where(eq(experts.id, expertId(mobile)));

describe('POST /node/clients/act-as-expert', () => {
  it("gives the manager Rahul's login answer and tokens that carry the manager as actor", async () => {
    const s = await actingForRahul();
    expect(s.body).toMatchObject({
      status: 'success',
      id: userId(RAHUL),
      name: 'Rahul Mehta',
      merchant_id: 'ZFM1001',
      acting: true,
      expert: { id: expertId(RAHUL), current_logged_in: true, rm: { id: 'RM0901' } },
    });
    expect(s.roke).toBe('expert');
    expect(await verifySessionToken(s.accessToken, TEST_SECRET)).toMatchObject({
      userId: userId(RAHUL),
      role: 'expert',
      expertId: expertId(RAHUL),
      actor: { userId: userId(KARAN), expertId: expertId(KARAN) },
    });
    // The session cookie carries the same acting claims.
    expect(await verifySessionToken(s.sessionCookie, TEST_SECRET)).toMatchObject({ actor: { expertId: expertId(KARAN) } });
  });

  it("reaches Rahul's clients with the acting token, which the manager's own token does not", async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    const own = await listing(karan.accessToken);
    expect(own.res.status).toBe(200);
    expect((own.body.data as unknown as { items: unknown[] }).items).toEqual([]);
    const acting = await actingForRahul();
    const book = await listing(acting.accessToken);
    expect(book.res.status).toBe(200);
    const ids = (book.body.data as unknown as { items: { user_id: string }[] }).items.map((i) => i.user_id);
    expect(ids).toContain(userId(ASHA));
    // Still a manager: the list of their advisors answers while acting, for switching to another one.
    const list = await call(t, 'GET', '/node/user/getexpertbyrmid/RM0901', undefined, { 'access-token': acting.accessToken });
    expect(list.res.status).toBe(200);
    const switched = await actAs(acting, expertId(SUNIL));
    expect(switched.res.status).toBe(200);
    expect(switched.body.id).toBe(userId(SUNIL));
  });

  it('refuses an advisor not under the manager, a plain advisor, an investor and nonsense ids', async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    for (const target of [expertId(NEHA), expertId(KARAN), 'not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await actAs(karan, target)).res.status).toBe(404);
    const rahul = await login(t, RAHUL, { role: 'expert' });
    expect((await actAs(rahul, expertId(SUNIL))).res.status).toBe(404);
    const asha = await login(t, ASHA);
    expect((await actAs(asha, expertId(RAHUL))).res.status).toBe(403);
    expect((await call(t, 'POST', '/node/clients/act-as-expert', {}, { 'access-token': karan.accessToken })).res.status).toBe(400);
  });

  it("ends the manager's previous session: its refresh token no longer works", async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    expect((await actAs(karan, expertId(RAHUL))).res.status).toBe(200);
    const retry = await call(t, 'GET', '/node/portfolio/listing', undefined, {
      'access-token': 'garbage',
      'refresh-token': karan.refreshToken,
      roke: 'expert',
    });
    expect(retry.res.status).toBe(401);
  });
});

describe('who acts, and back to the manager\'s own view', () => {
  it('names the manager in the acting answer, so every page can say who acts for whom', async () => {
    const s = await actingForRahul();
    expect(s.body).toMatchObject({ acting: true, acting_manager: { expert_id: expertId(KARAN), name: 'Karan Malhotra' } });
  });

  it("takes the manager back to their own session when they name their own expert id; the acting tokens end", async () => {
    const acting = await actingForRahul();
    const { res, body } = await actAs(acting, expertId(KARAN));
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: userId(KARAN), acting: false, acting_manager: null });
    const own = sessionOf(res, body);
    const claims = await verifySessionToken(own.accessToken, TEST_SECRET);
    expect(claims).toMatchObject({ userId: userId(KARAN), expertId: expertId(KARAN) });
    expect(claims?.actor).toBeUndefined();
    expect((await listing(acting.accessToken)).res.status).toBe(401);
    expect((await listing(own.accessToken)).res.status).toBe(200);
  });

  it('does not let an advisor who is not acting "go back" to anyone', async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    expect((await actAs(karan, expertId(KARAN))).res.status).toBe(404);
  });
});

describe('GET /node/clients/manager-overview', () => {
  const overview = (access: string) => call(t, 'GET', '/node/clients/manager-overview', undefined, { 'access-token': access });

  it("lists the manager's advisors with their books, totals that add up, and today's follow-ups across them", async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    const { res, body } = await overview(karan.accessToken);
    expect(res.status).toBe(200);
    const data = body.data as unknown as { advisors: { expert_id: string; name: string; clients: number; aum_paise: number; sips: number }[]; totals: { clients: number; aum_paise: number; sips: number } };
    const ids = data.advisors.map((a) => a.expert_id);
    expect(ids).toEqual(expect.arrayContaining([expertId(RAHUL), expertId(SUNIL)]));
    expect(ids).not.toContain(expertId(KARAN));
    expect(ids).not.toContain(expertId(NEHA));
    const rahul = data.advisors.find((a) => a.expert_id === expertId(RAHUL))!;
    expect(rahul.clients).toBeGreaterThan(0);
    expect(data.totals.clients).toBe(data.advisors.reduce((sum, a) => sum + a.clients, 0));
    expect(data.totals.aum_paise).toBe(data.advisors.reduce((sum, a) => sum + a.aum_paise, 0));
  });

  it('answers the manager while acting too, 404 to an advisor who manages nobody and 403 to an investor', async () => {
    expect((await overview((await actingForRahul()).accessToken)).res.status).toBe(200);
    expect((await overview((await login(t, RAHUL, { role: 'expert' })).accessToken)).res.status).toBe(404);
    expect((await overview((await login(t, ASHA)).accessToken)).res.status).toBe(403);
  });
});

describe('the refresh of an acting session', () => {
  const retry = async (s: Session, named?: string) =>
    call(t, 'GET', '/node/portfolio/listing', undefined, {
      'access-token': await expired(s),
      'refresh-token': s.refreshToken,
      roke: 'expert',
      ...(named ? { 'user-id': named } : {}),
    });

  it('keeps acting for the advisor the retry names while the mapping holds', async () => {
    const s = await actingForRahul();
    const { res } = await retry(s, expertId(RAHUL));
    expect(res.status).toBe(200);
    expect(await verifySessionToken(res.headers.get('access-token'), TEST_SECRET)).toMatchObject({
      userId: userId(RAHUL),
      expertId: expertId(RAHUL),
      actor: { expertId: expertId(KARAN) },
    });
  });

  it('stops at once when the advisor leaves the manager: tokens refused, the refresh too', async () => {
    const s = await actingForRahul();
    await setRm(RAHUL, 'RM0777');
    try {
      expect((await listing(s.accessToken)).res.status).toBe(401);
      expect((await call(t, 'GET', '/node/portfolio/listing', undefined, { cookie: s.cookie })).res.status).toBe(401);
      expect((await retry(s, expertId(RAHUL))).res.status).toBe(401);
    } finally {
      await setRm(RAHUL, 'RM0901');
    }
  });

  it("falls back to the manager's own login when the retry names nobody", async () => {
    const s = await actingForRahul();
    const { res } = await retry(s);
    expect(res.status).toBe(200);
    const claims = await verifySessionToken(res.headers.get('access-token'), TEST_SECRET);
    expect(claims).toMatchObject({ userId: userId(KARAN), expertId: expertId(KARAN) });
    expect(claims?.actor).toBeUndefined();
  });

  it('stops when the login is no longer a manager', async () => {
    const s = await actingForRahul();
    await t.handle.db.update(experts).set({ currentLogin: false }).where(eq(experts.id, expertId(KARAN)));
    try {
      expect((await listing(s.accessToken)).res.status).toBe(401);
      expect((await retry(s, expertId(RAHUL))).res.status).toBe(401);
    } finally {
      await t.handle.db.update(experts).set({ currentLogin: true }).where(eq(experts.id, expertId(KARAN)));
    }
  });
});
