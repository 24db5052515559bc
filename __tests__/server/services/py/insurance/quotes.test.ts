import { createTestApp, TestClock, type TestApp } from '../../../support/testApp';
import { type Relation, family, member, quote } from '../../../support/insuranceApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(), env: { QUOTE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => t?.handle.close());

const SPOUSE_OR_CLIENT = 'Age must be between 18 and 55 years';
const CHILD = "Child's age must be between 90 days and 25 years";
const body = (members: unknown[], extra: Record<string, unknown> = {}) => ({ members, cover_amount: 500_000, city: 'Pune', ...extra });
const adult = () => member(t, 'self', 'Asha Verma', { years: 40 });

/** A quote for self 40 plus one member of the relation and age given; the answer's status and first error. */
async function ageCheck(relation: Relation, age: { years?: number; days?: number }) {
  const other = relation === 'self' ? [] : [adult()];
  const { res, body: answer } = await quote(t, body([...other, member(t, relation, 'Member Under Test', age)]));
  const errors = (answer.errors ?? []) as { path: string; message: string }[];
  return { status: res.status, error: errors[0] };
}

describe('POST /py/insurance/quotes: who may be covered', () => {
  it.each([
    ['self', 17, 400],
    ['self', 18, 200],
    ['self', 55, 200],
    ['self', 56, 400],
    ['spouse', 17, 400],
    ['spouse', 18, 200],
    ['spouse', 55, 200],
    ['spouse', 56, 400],
  ] as const)('%s aged %i answers %i', async (relation, years, status) => {
    const { status: got, error } = await ageCheck(relation, { years });
    expect(got).toBe(status);
    if (status === 400) expect(error).toEqual({ path: `members.${relation === 'self' ? 0 : 1}.dob`, message: SPOUSE_OR_CLIENT });
  });

  it.each([
    ['son', { years: 26 }, 400],
    ['daughter', { years: 25 }, 200],
    ['son', { years: 2 }, 200],
    ['daughter', { days: 91 }, 200],
    ['son', { days: 90 }, 400],
    ['daughter', { days: 60 }, 400],
  ] as const)('a %s of %j answers %i', async (relation, age, status) => {
    const { status: got, error } = await ageCheck(relation, age);
    expect(got).toBe(status);
    if (status === 400) expect(error).toEqual({ path: 'members.1.dob', message: CHILD });
  });

  it('refuses a second spouse, a fifth child, children alone and a malformed date', async () => {
    const spouse = member(t, 'spouse', 'Rohit Verma', { years: 38 });
    const kids = [1, 2, 3, 4, 5].map((n) => member(t, 'son', `Child Number${n}`, { years: n + 2 }));
    const cases: [unknown[], string][] = [
      [[adult(), spouse, spouse], 'Only one spouse can be covered'],
      [[adult(), ...kids], 'At most four children can be covered'],
      [kids.slice(0, 2), 'Cover at least one adult (self or spouse)'],
      [[{ ...adult(), dob: '1986-01-01' }], 'Please enter the date as DD/MM/YYYY'],
    ];
    for (const [members, message] of cases) {
      const { res, body: answer } = await quote(t, body(members));
      expect(res.status).toBe(400);
      expect(answer.message).toBe(message);
    }
  });

  it('refuses a cover outside the list and a pincode that is not Indian', async () => {
    expect((await quote(t, body([adult()], { cover_amount: 700_000 }))).res.status).toBe(400);
    expect((await quote(t, body([adult()], { pincode: '912345' }))).res.status).toBe(400);
  });
});

describe('POST /py/insurance/quotes: the answer', () => {
  it('shows each plan individual and floater, the members’ ages, the city and the eldest statement’s facts', async () => {
    const { res, body: answer } = await quote(t, body(family(t), { cover_amount: 1_000_000, pincode: '400001' }));
    expect(res.status).toBe(200);
    const data = answer.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data.city).toEqual({ name: 'Mumbai', tier: 1 });
    expect(data.sandbox).toBe(true);
    expect(data.members).toEqual([
      { name: 'Asha Verma', relation: 'self', age: 40 },
      { name: 'Rohit Verma', relation: 'spouse', age: 38 },
      { name: 'Kabir Verma', relation: 'son', age: 10 },
      { name: 'Meera Verma', relation: 'daughter', age: 7 },
    ]);
    expect(data.plans).toHaveLength(6);
    for (const plan of data.plans) {
      expect(plan.cover_amount).toBe(1_000_000);
      expect(plan.floater.yearly_premium).toBeLessThan(plan.individual.yearly_premium);
      expect(plan.floater.eldest).toEqual({ name: 'Asha Verma', age: 40 });
      expect(plan.facts).toEqual(expect.objectContaining({ network_hospitals: expect.any(Number), ped_waiting_months: expect.any(Number) }));
      expect(plan.payment_options.floater[0]).toMatchObject({ option: 'yearly', instalment_amount: plan.floater.yearly_premium });
    }
  });

  it('limits quotes per address', async () => {
    const limited = await createTestApp({ handle: t.handle, clock: new TestClock(), env: { QUOTE_LIMIT_PER_MINUTE: '2' } });
    const ask = () => quote(limited, body([member(limited, 'self', 'Asha Verma', { years: 40 })]));
    expect((await ask()).res.status).toBe(200);
    expect((await ask()).res.status).toBe(200);
    const third = await ask();
    expect(third.res.status).toBe(429);
    expect(third.res.headers.get('retry-after')).toBe('60');
  });
});
