// The insurance backend tests' set-up: the demo people logged in (Asha an investor and Rahul's client, Vikram an
// investor of no advisor's, Rahul her advisor, Neha an advisor not mapped to her), dates of birth counted back
// from the app's IST day, and calls to /py/insurance and /py/cart/v1/insurance as a session.
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '@/server/db/schema';
import { userId } from '@/server/db/seed/ids';
import { istParts } from '@/utils/orders/navDate';
import { as } from './kycApp';
import { ASHA, NEHA, RAHUL, type Session, VIKRAM, call, createLoginApp, login } from './loginApp';
import { TEST_INSURANCE_KEY, type TestApp } from './testApp';

export const ASHA_ID = userId(ASHA);
export const VIKRAM_ID = userId(VIKRAM);

export interface InsurancePeople {
  t: TestApp;
  asha: Session;
  vikram: Session;
  rahul: Session;
  neha: Session;
}

export async function createInsurancePeople(): Promise<InsurancePeople> {
  const t = await createLoginApp();
  return {
    t,
    asha: await login(t, ASHA),
    vikram: await login(t, VIKRAM),
    rahul: await login(t, RAHUL, { role: 'expert' }),
    neha: await login(t, NEHA, { role: 'expert' }),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY of the app's IST day moved back by whole years and days. */
export function dobAgo(t: TestApp, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const [y, m, d] = istParts(t.clock.now()).date.split('-').map(Number);
  const at = new Date(Date.UTC(y - years, m - 1, d - days));
  return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
}

export type Relation = 'self' | 'spouse' | 'son' | 'daughter';
export const member = (t: TestApp, relation: Relation, name: string, age: { years?: number; days?: number }, illnesses: string[] = []) => ({
  relation,
  name,
  dob: dobAgo(t, age),
  illnesses,
});

/** Self 40, spouse 38, two children 10 and 7. */
export const family = (t: TestApp) => [
  member(t, 'self', 'Asha Verma', { years: 40 }),
  member(t, 'spouse', 'Rohit Verma', { years: 38 }),
  member(t, 'son', 'Kabir Verma', { years: 10 }),
  member(t, 'daughter', 'Meera Verma', { years: 7 }),
];

export const quote = (t: TestApp, body: unknown, headers: Record<string, string> = {}) => call(t, 'POST', '/py/insurance/quotes', body, headers);

export const insurance = (t: TestApp, s: Session | null, method: string, path: string, body?: unknown) =>
  call(t, method, `/py/insurance${path}`, body, s ? as(s) : {});

/** POST /py/cart/v1/insurance with the web app's key unless told otherwise. */
export function postCart(t: TestApp, s: Session, body: unknown, headers: Record<string, string> = { 'x-api-key': TEST_INSURANCE_KEY }) {
  return call(t, 'POST', '/py/cart/v1/insurance', body, { ...as(s), ...headers });
}

export function cartBody(t: TestApp, extra: Record<string, unknown> = {}) {
  return {
    plan_id: 'suraksha-supreme',
    cover_type: 'floater',
    payment_option: 'yearly',
    insurance_cover_amount: 1_000_000,
    insurance_holder_details: family(t),
    city: 'Mumbai',
    insurance_nominee_details: { nominee_name: 'Rohit Verma', nominee_dob: dobAgo(t, { years: 38 }), nominee_relation: 'spouse' },
    app_name: 'user-web',
    app_version: '1.0.0',
    ...extra,
  };
}

/** The newest SMS the outbox holds for a mobile. */
export async function lastSms(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.mobileNo, mobile)).orderBy(desc(smsOutbox.createdAt)).limit(1);
  return row?.body ?? '';
}

export { ASHA, RAHUL, VIKRAM, NEHA };
