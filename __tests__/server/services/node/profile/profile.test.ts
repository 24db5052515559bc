// GET /node/user/public/{id}: the public profile behind /users/{name}-{id}. It shows who a person is and what
// they asked and answered, and nothing private: no mobile number, e-mail, KYC, address, clients or AUM.
import { users } from '@/server/db/schema';
import { stableId, userId } from '@/server/db/seed/ids';
import { ASHA, RAHUL, type QuestionsTestApp, call, questionsTestApp } from '../../../support/questionsApp';

jest.setTimeout(60_000);

let t: QuestionsTestApp;
beforeAll(async () => {
  t = await questionsTestApp();
});
afterAll(() => t.handle.close());

const PRIVATE_KEYS = ['mobile_no', 'mobileNo', 'email', 'profile', 'kyc', 'address', 'pincode', 'aum', 'aumPaise', 'clients_count', 'rm_id', 'rm_mobile', 'merchant_id', 'lat', 'lng'];

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

it("shows an investor's name, city, questions and answers and no private field", async () => {
  const res = await call(t, 'GET', `/user/public/${userId(ASHA)}`);
  expect(res.status).toBe(200);
  const p = res.body.data;
  expect(p).toMatchObject({ id: userId(ASHA), name: 'Asha Verma', role: 'user', expert: null });
  expect(p.city).toEqual(expect.any(String));
  // Asha asked 'elss-lock-in-sip' in the demo.
  expect(p.questions.map((q: { id: string }) => q.id)).toContain(stableId('question:elss-lock-in-sip'));
  expect(p.questions_total).toBe(p.questions.length);
  const keys = keysOf(p);
  for (const k of PRIVATE_KEYS) expect([k, keys.has(k)]).toEqual([k, false]);
  expect(JSON.stringify(p)).not.toMatch(/9000\d{6}/);
});

it("shows an expert's public advisor details and answers, without their book or contact details", async () => {
  const res = await call(t, 'GET', `/user/public/${userId(RAHUL)}`);
  const p = res.body.data;
  expect(p).toMatchObject({ name: 'Rahul Mehta', role: 'expert', expert: { arn_code: '245871', arn_valid_till: '29/05/2028', registered_advisor: true } });
  expect(p.answers.length).toBeGreaterThan(0);
  const first = p.answers.find((a: { id: string }) => a.id === stableId('answer:sip-date-salary:0'));
  expect(first.question).toEqual({ id: stableId('question:sip-date-salary'), slug: 'sip-date-salary', question: expect.stringContaining('SIP date') });
  const keys = keysOf(p);
  for (const k of PRIVATE_KEYS) expect([k, keys.has(k)]).toEqual([k, false]);
  expect(JSON.stringify(p)).not.toMatch(/9000\d{6}/);
});

it('answers 404 for an unknown or malformed id, with no session needed', async () => {
  for (const id of [stableId('user:nobody'), 'asha-verma', '1']) {
    const res = await call(t, 'GET', `/user/public/${id}`);
    expect([id, res.status, res.body.message]).toEqual([id, 404, 'This profile does not exist']);
  }
});

it('keeps an investor who never asked or answered private: their page answers 404 (issue 33, item 20)', async () => {
  const [quiet] = await t.handle.db.insert(users).values({ mobileNo: '9000055501', name: 'Quiet Investor', roles: ['user'] }).returning();
  const res = await call(t, 'GET', `/user/public/${quiet.id}`);
  expect([res.status, res.body.message]).toEqual([404, 'This profile does not exist']);
});
