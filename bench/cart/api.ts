// The HTTP calls of the order bench (bench/cart/orders-load.mjs), one investor at a time, in the shapes the routes
// answer (server/services/node/orders/*.routes.ts, server/services/py/cart/cashier.routes.ts). A call answers its
// status and body and never throws on a 4xx: a refusal is often what a scenario expects.
import { randomUUID } from 'node:crypto';
import { expectedNavDate } from '../../utils/orders/navDate';

/** The demo's equity fund with NAV history (₹1,000 minimum first purchase, ₹100 multiples), as the tests use. */
export const SCHEME = 109830;
export const CART_CHANGED = 'Your cart changed after we sent the code; please confirm again';

export interface Investor {
  id: string;
  mobile: string;
  /** The backend copy this investor talks to (two copies on PostgreSQL). */
  base: string;
  headers: Record<string, string>;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  data: T;
  message: string;
}

export class StepError extends Error {}

async function send<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const text = await res.text();
  let body: { data?: T; message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* an HTML page (the sandbox) or a redirect */
  }
  return { status: res.status, data: body.data as T, message: body.message ?? text.slice(0, 200) };
}

export function call<T = Record<string, unknown>>(who: Investor, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers = { ...who.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return send<T>(`${who.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The answer's data when its status is the one expected; else the step fails with what came back. */
export function expect<T>(name: string, answer: Answer<T>, status = 200): T {
  if (answer.status !== status) throw new StepError(`${name} ${answer.status}: ${answer.message}`);
  return answer.data;
}

interface CartAnswer {
  cart: { collection_id: string | null; session_id: string | null; count: number };
  item_ids: string[];
}

/** `count` lumpsum lines of ₹`rupees` each into the investor's open purchase cart: its collection and the item ids. */
export async function addLumpsums(who: Investor, count: number, rupees = 1_000) {
  const items = Array.from({ length: count }, () => ({ scheme_code: SCHEME, amount_paise: rupees * 100, client_ref: randomUUID() }));
  const added = expect('add', await call<CartAnswer>(who, 'POST', '/py/cart/v1/cashier', { user_id: who.id, cart_type: 'purchase_lumpsum', items }), 201);
  return { collectionId: added.cart.collection_id!, itemIds: added.item_ids };
}

/** A redemption of all units of the folio's SCHEME; answered as is (a second one at once may be refused). */
export function addRedeemAll(who: Investor, folioNo: string) {
  const item = { scheme_code: SCHEME, folio_no: folioNo, redeem_by: 'all', client_ref: randomUUID() };
  return call<CartAnswer>(who, 'POST', '/py/cart/v1/cashier', { user_id: who.id, cart_type: 'redemption', items: [item] });
}

/** Cancels the open cart of this type (a leftover of a round that failed half-way). */
export async function clearCart(who: Investor, cartType: 'purchase_lumpsum' | 'redemption') {
  expect('clear', await call(who, 'POST', '/node/cart/deleteCartsByCartType', { user_id: who.id, cart_type: cartType }));
}

export function removeItem(who: Investor, itemId: string) {
  return call(who, 'DELETE', '/node/cart/deletedirect', { user_id: who.id, item_id: itemId });
}

export function editAmount(who: Investor, collectionId: string, itemId: string, rupees: number) {
  return call(who, 'PUT', `/py/cart/v1/cashier/collection/${collectionId}`, { user_id: who.id, items: [{ id: itemId, amount_paise: rupees * 100 }] });
}

export type Group = { collection_id: string } | { session_id: string };

/** Starts a checkout (one SMS) and reads its code from the outbox at once, before this investor's next SMS. */
export async function startCheckout(who: Investor, group: Group, paid = true) {
  const payment = paid ? { payment_mode: 'upi_collect', vpa: 'bench@okzf' } : {};
  const started = await call<{ checkout_id: string }>(who, 'POST', '/node/orders/checkout', { user_id: who.id, ...group, ...payment });
  if (started.status !== 201) return { answer: started, checkoutId: '', otp: '' };
  const otp = expect('otp', await send<{ otp: string }>(`${who.base}/node/dev/otp/${who.mobile}`, {})).otp;
  return { answer: started, checkoutId: started.data.checkout_id, otp };
}

export interface OrderView {
  id: string;
  order_no: string;
  status: string;
  folio_no: string | null;
  amount_paise: number | null;
}

export interface Confirmed {
  orders: OrderView[];
  payment: { id: string; status: string; amount_paise: number } | null;
}

export function confirm(who: Investor, checkoutId: string, otp: string) {
  return call<Confirmed>(who, 'POST', `/node/orders/checkout/${checkoutId}/confirm`, { otp });
}

/** Add, start, confirm: the confirmed orders and payment of `count` fresh lumpsum lines. */
export async function placeLumpsums(who: Investor, count: number) {
  const { collectionId } = await addLumpsums(who, count);
  const started = await startCheckout(who, { collection_id: collectionId });
  expect('checkout', started.answer, 201);
  return expect('confirm', await confirm(who, started.checkoutId, started.otp));
}

export type Form = Record<string, string>;

/** The sandbox payment page (no session: its signed forms are the proof) and its forms by outcome. */
export async function payPage(who: Investor, paymentId: string): Promise<{ status: number; forms: Record<string, Form> }> {
  const res = await fetch(`${who.base}/node/orders/sandbox/pay/${paymentId}`);
  const html = await res.text();
  const forms: Record<string, Form> = {};
  for (const form of html.split('<form').slice(1)) {
    const fields = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    forms[fields.outcome] = fields;
  }
  return { status: res.status, forms };
}

/** Posts a form of the page as the browser would; the sandbox answers 303 to the receipt. */
export async function postCallback(who: Investor, form: Form): Promise<number> {
  const res = await fetch(`${who.base}/node/orders/sandbox/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Opens the page and presses Approve: the callback's status. */
export async function pay(who: Investor, paymentId: string): Promise<number> {
  const page = await payPage(who, paymentId);
  if (!page.forms.success) throw new StepError(`payment page ${page.status}: no success form`);
  return postCallback(who, page.forms.success);
}

export function cancelOrder(who: Investor, orderId: string) {
  return call<OrderView>(who, 'POST', `/node/orders/order/${orderId}/cancel`, { user_id: who.id });
}

export async function paymentStatus(who: Investor, paymentId: string) {
  return expect('payment', await call<{ status: string; amount_paise: number; can_retry: boolean }>(who, 'GET', `/node/orders/payment/${paymentId}`));
}

export function retryPayment(who: Investor, paymentId: string) {
  return call<{ id: string; status: string; amount_paise: number }>(who, 'POST', `/node/orders/payment/${paymentId}/retry`, {});
}

export async function readOrder(who: Investor, orderId: string) {
  return expect('order', await call<OrderView>(who, 'GET', `/node/orders/order/${orderId}`));
}

/**
 * The day the sandbox fund house treats as today: the NAV date of a purchase paid now or of a redemption placed now
 * (after a cut-off, or on a holiday, the next business day), so every order of the run so far is due by then.
 */
export function dueDay(now = new Date()): string {
  const days = (['liquid', 'other'] as const).flatMap((kind) => [expectedNavDate(kind, 'purchase', now).navDate, expectedNavDate(kind, 'redemption', now).navDate]);
  return days.sort().at(-1)!;
}

/** The sandbox fund-house step at once (loopback only; the backend needs ORDERS_SANDBOX=1). */
export async function runFundHouse(base: string, until = dueDay()) {
  const ran = await send<{ completed: number; failed: number }>(`${base}/node/orders/sandbox/fund-house/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ until }),
  });
  return expect('fund-house run', ran);
}
