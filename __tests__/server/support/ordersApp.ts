// The order tests' set-up: the demo seeded in full, the demo people logged in, and helpers to put items in a cart
// (straight into the tables: the cart service is another helper's), read the checkout OTP from the outbox, and
// press the sandbox payment page's buttons the way a browser would.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { cartItems, carts, folios, holdings, type CartType } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { ASHA_ID, VIKRAM_ID, type PortfolioPeople, as, createPortfolioPeople } from './portfolioApp';
import { ASHA, LOOPBACK_PEER, call, outboxOtp } from './loginApp';
import type { Session } from './loginApp';
import type { TestApp } from './testApp';

export { ASHA_ID, VIKRAM_ID, as };

/** The demo seeded and its people logged in once for the file (filled in by beforeAll), closed after it. */
export function ordersPeopleForFile(): PortfolioPeople {
  const people = {} as PortfolioPeople;
  beforeAll(async () => {
    Object.assign(people, await createPortfolioPeople());
  }, 120_000);
  afterAll(async () => people.t?.handle.close());
  return people;
}
/** A demo scheme with NAV history (an equity fund: ₹1,000 minimum first purchase, ₹100 multiples). */
export const SCHEME = 109830;

type Item = Omit<typeof cartItems.$inferInsert, 'id' | 'cartId'>;

/** An open cart of the investor's own with these items; returns its collection (new types) or session id. */
export async function putInCart(db: Db, userId: string, cartType: CartType, items: Item[], expertId: string | null = null) {
  const old = ['redemption', 'switch', 'stp', 'swp'].includes(cartType);
  const sessionId = old ? randomUUID().replaceAll('-', '').slice(0, 22) : null;
  // One open cart per type: an earlier test's cart of this type is closed first.
  await db
    .update(carts)
    .set({ status: 'cancelled' })
    .where(and(eq(carts.userId, userId), eq(carts.cartType, cartType), eq(carts.status, 'created'), expertId ? eq(carts.expertId, expertId) : isNull(carts.expertId)));
  const [cart] = await db.insert(carts).values({ userId, expertId, cartType, sessionId }).returning();
  await db.insert(cartItems).values(items.map((i) => ({ ...i, cartId: cart.id })));
  return { cartId: cart.id, collectionId: cart.collectionId, sessionId };
}

export async function ashaHolding(db: Db) {
  const [row] = await db
    .select({ folioNo: folios.folioNo, folioId: folios.id, schemeCode: holdings.schemeCode, units: holdings.units, costPaise: holdings.costPaise })
    .from(holdings)
    .innerJoin(folios, eq(folios.id, holdings.folioId))
    .where(and(eq(holdings.userId, ASHA_ID), eq(folios.source, 'internal')))
    .orderBy(holdings.schemeCode)
    .limit(1);
  return row;
}

export const post = (t: TestApp, s: Session | null, path: string, body?: unknown) =>
  call(t, 'POST', `/node/orders${path}`, body, s ? as(s) : {});
export const get = (t: TestApp, s: Session, path: string) => call(t, 'GET', `/node/orders${path}`, undefined, as(s));

export interface Confirmed {
  orders: { id: string; status: string; cancellable: boolean; cancellable_until: string; expected_nav_date: string }[];
  payment: { id: string; status: string; failure_reason: string | null } | null;
}

/** POST /checkout for the investor, then /confirm with the OTP from the outbox; the confirmed orders and payment. */
export async function confirmCheckout(t: TestApp, s: Session, userId: string, body: Record<string, unknown>): Promise<Confirmed> {
  const started = await post(t, s, '/checkout', { user_id: userId, ...body });
  if (started.res.status !== 201) throw new Error(`checkout ${started.res.status}: ${JSON.stringify(started.body)}`);
  const id = String(started.body.data?.checkout_id);
  const confirmed = await post(t, s, `/checkout/${id}/confirm`, { otp: await outboxOtp(t, ASHA) });
  if (confirmed.res.status !== 200) throw new Error(`confirm ${confirmed.res.status}: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data as unknown as Confirmed;
}

/** The hidden fields of each form on a sandbox page, by the outcome it posts. */
export function pageForms(html: string): Record<string, Record<string, string>> {
  const forms: Record<string, Record<string, string>> = {};
  for (const form of html.split('<form').slice(1)) {
    const fields = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    forms[fields.outcome] = fields;
  }
  return forms;
}

export async function postCallback(t: TestApp, fields: Record<string, string>) {
  return t.app.request('/node/orders/sandbox/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Presses a button of the payment's sandbox page. */
export async function pressPay(t: TestApp, paymentId: string, outcome: 'success' | 'failure' | 'cancel') {
  const page = await t.app.request(`/node/orders/sandbox/pay/${paymentId}`);
  const forms = pageForms(await page.text());
  if (!forms[outcome]) throw new Error(`no ${outcome} button on the page (${page.status})`);
  return { fields: forms[outcome], res: await postCallback(t, forms[outcome]) };
}

export async function runFundHouse(t: TestApp, until: string) {
  return call(t, 'POST', '/node/orders/sandbox/fund-house/run', { until }, {}, LOOPBACK_PEER);
}
