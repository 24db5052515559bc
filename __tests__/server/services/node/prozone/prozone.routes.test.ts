// The Pro Zone's calls: birthdays of the advisor's own clients in India's coming days (year end, 29 February),
// banners, and the advisor's card; investors are refused, a manager acting for Rahul sees Rahul's.
import { eq, inArray } from 'drizzle-orm';
import { expertClients, experts, kycRecords, users } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { as } from '../../../support/kycApp';
import { ASHA, NEHA, RAHUL, ROOMY_LIMITS, type Session, call, login } from '../../../support/loginApp';
import { type TestApp, TestClock, createTestApp } from '../../../support/testApp';

jest.setTimeout(60_000);

const KARAN = '9000000901';
let t: TestApp;
let rahul: Session;
let clients: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'people', clock: new TestClock(), config: { otpLimits: ROOMY_LIMITS } });
  rahul = await login(t, RAHUL, { role: 'expert' });
  const mapped = await t.handle.db
    .select({ userId: expertClients.userId })
    .from(expertClients)
    .innerJoin(kycRecords, eq(kycRecords.userId, expertClients.userId))
    .where(eq(expertClients.expertId, expertId(RAHUL)))
    .orderBy(expertClients.userId);
  clients = mapped.map((m) => m.userId);
  // Nobody has a birthday in the windows below unless a test gives them one.
  await t.handle.db.update(kycRecords).set({ dob: '1980-07-15' }).where(inArray(kycRecords.userId, clients));
});
afterAll(async () => t?.handle.close());

/** Moves the app's clock to an instant (tokens were issued at the real time, so they stay valid). */
function setNow(iso: string) {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
}

const setDob = (user: string, dob: string) => t.handle.db.update(kycRecords).set({ dob }).where(eq(kycRecords.userId, user));
const get = (s: Session, path: string) => call(t, 'GET', `/node/prozone${path}`, undefined, as(s));
type Birthday = { user_id: string; birthday: string; age: number; mobile_masked: string; name: string };

describe('GET /node/prozone/birthdays', () => {
  it("uses India's day and crosses the year end, soonest first", async () => {
    // 19:00 UTC on 28 December is 00:30 on the 29th in India.
    setNow('2026-12-28T19:00:00Z');
    await setDob(clients[0], '1990-01-02');
    await setDob(clients[1], '1985-12-29');
    await setDob(clients[2], '1980-12-28'); // yesterday in India, still today in UTC
    await setDob(clients[3], '1982-01-05'); // the eighth day: outside "this week"
    const { res, body } = await get(rahul, '/birthdays');
    expect(res.status).toBe(200);
    const list = body.data as unknown as Birthday[];
    expect(list.map((b) => [b.user_id, b.birthday, b.age])).toEqual([
      [clients[1], '2026-12-29', 41],
      [clients[0], '2027-01-02', 37],
    ]);
    expect(list[0].mobile_masked).toMatch(/^XXXXXX\d{4}$/);
    expect(list[0].name).toBeTruthy();

    const wider = (await get(rahul, '/birthdays?days=8')).body.data as unknown as Birthday[];
    expect(wider.map((b) => b.user_id)).toContain(clients[3]);
  });

  it('celebrates a 29 February birthday on the 28th in a common year', async () => {
    setNow('2027-02-25T06:00:00Z');
    // A session ends 30 days after its login, by the app's clock too: Rahul logs in again in February.
    rahul = await login(t, RAHUL, { role: 'expert' });
    await setDob(clients[4], '1996-02-29');
    const list = (await get(rahul, '/birthdays?days=7')).body.data as unknown as Birthday[];
    expect(list).toEqual([expect.objectContaining({ user_id: clients[4], birthday: '2027-02-28', age: 31 })]);
  });

  it("shows only the advisor's own clients; refuses investors and bad days", async () => {
    setNow('2027-02-25T06:00:00Z');
    const neha = await login(t, NEHA, { role: 'expert' });
    expect((await get(neha, '/birthdays')).body.data).toEqual([]);
    const asha = await login(t, ASHA);
    expect((await get(asha, '/birthdays')).res.status).toBe(403);
    expect((await get(asha, '/card-profile')).res.status).toBe(403);
    expect((await get(rahul, '/birthdays?days=0')).res.status).toBe(400);
    expect((await get(rahul, '/birthdays?days=32')).res.status).toBe(400);
    expect((await get(rahul, '/birthdays?days=abc')).res.status).toBe(400);
    expect((await call(t, 'GET', '/node/prozone/birthdays')).res.status).toBe(401);
  });

  it("gives a manager acting for Rahul Rahul's clients and Rahul's card", async () => {
    setNow('2027-02-25T06:00:00Z');
    const karan = await login(t, KARAN, { role: 'expert' });
    const acted = await call(t, 'POST', '/node/clients/act-as-expert', { expert_id: expertId(RAHUL) }, as(karan));
    expect(acted.res.status).toBe(200);
    const acting = { ...karan, accessToken: acted.res.headers.get('access-token') ?? '' };
    const list = (await get(acting, '/birthdays')).body.data as unknown as Birthday[];
    expect(list.map((b) => b.user_id)).toEqual([clients[4]]);
    expect((await get(acting, '/card-profile')).body.data).toMatchObject({ name: 'Rahul Mehta', mobile: RAHUL });
  });
});

describe('GET /node/prozone/card-profile and /banners', () => {
  it("answers the advisor's name, ARN, EUIN, photo and mobile", async () => {
    const [row] = await t.handle.db
      .select({ arn: experts.arn, euin: experts.euin, photo: experts.photoUrl, name: users.name })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(eq(experts.id, expertId(RAHUL)));
    const { res, body } = await get(rahul, '/card-profile');
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ name: row.name, arn: row.arn, euin: row.euin, photo_url: row.photo, mobile: RAHUL });
    expect(row.arn).toBeTruthy();
  });

  it('lists banner templates served from public/images/prozone', async () => {
    const banners = (await get(rahul, '/banners')).body.data as unknown as { id: string; image_url: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) expect(b.image_url).toMatch(/^\/images\/prozone\/[\w-]+\.(svg|png)$/);
  });
});

