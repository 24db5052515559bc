// The order bench's verdict, read straight from the database once the backends have stopped (PGlite admits one
// process): the money rules of issue 31 over every checkout the bench's investors started during the run, and the
// old count of confirmed orders (0 lost, 0 duplicated). Each rule answers a count and a few rows to look at.
import { inArray, sql } from 'drizzle-orm';
import type { DbHandle } from '../../server/db/client';
import { cartItems, carts } from '../../server/db/schema';
import { inputOf } from '../../server/services/node/cart/cart.view';
import type { CheckoutPlan } from '../../server/services/node/orders/checkout.plan';
import { termsOf } from '../../server/services/node/orders/checkout.terms';
import { isSipItem } from '../../utils/orders/itemChecks';
import { type CheckoutLine, checkoutDigest } from '../../utils/orders/checkoutDigest';

type Row = Record<string, unknown>;

async function rows<T = Row>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Finding {
  count: number;
  /** Up to five of the rows behind the count. */
  rows: Row[];
}

const finding = (list: Row[]): Finding => ({ count: list.length, rows: list.slice(0, 5) });

function merge(parts: Record<string, Row[]>): Finding & { by_rule: Record<string, number> } {
  const all = Object.entries(parts).flatMap(([rule, list]) => list.map((r) => ({ rule, ...r })));
  return { ...finding(all), by_rule: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v.length])) };
}

export interface Scope {
  userIds: string[];
  /** Checkouts made from this moment on are the run's. */
  since: Date;
}

/** The run's checkouts (`bc`) and their orders (`bo`), as a WITH clause every rule starts from. */
function scoped(scope: Scope, body: ReturnType<typeof sql>) {
  const users = sql.join(scope.userIds.map((u) => sql`${u}`), sql`, `);
  return sql`with bc as (select * from checkouts where user_id::text in (${users}) and created_at >= ${scope.since.toISOString()}::timestamptz),
    bo as (select * from orders where checkout_id in (select id from bc))
    ${body}`;
}

/** Money taken with no units for it: nothing here is ever refunded (the schema has no refund), so any row is money kept. */
async function moneyWithoutUnits(handle: DbHandle, scope: Scope) {
  const q = (body: ReturnType<typeof sql>) => rows(handle, scoped(scope, body));
  return merge({
    paid_order_cancelled_or_failed: await q(sql`select o.order_no, o.status, o.failure_reason, p.id as payment_id
      from bo o join payments p on p.id = o.payment_id where p.status = 'success' and o.status in ('cancelled', 'failed')`),
    paid_never_allotted: await q(sql`select o.order_no, o.status, o.expected_nav_date, p.id as payment_id
      from bo o join payments p on p.id = o.payment_id where p.status = 'success' and o.status not in ('completed', 'cancelled', 'failed')`),
    allotted_without_transaction: await q(sql`select o.order_no from bo o
      where o.order_type = 'purchase' and o.status = 'completed' and not exists (select 1 from transactions t where t.order_id = o.id)`),
    payment_not_orders_amount: await q(sql`select p.id as payment_id, p.amount_paise::text as paid, coalesce(sum(o.amount_paise), 0)::text as orders
      from payments p left join orders o on o.payment_id = p.id
      where p.status = 'success' and p.checkout_id in (select id from bc)
      group by p.id, p.amount_paise having p.amount_paise <> coalesce(sum(o.amount_paise), 0)`),
  });
}

/** Units given with no money for them. */
async function unitsWithoutMoney(handle: DbHandle, scope: Scope) {
  const q = (body: ReturnType<typeof sql>) => rows(handle, scoped(scope, body));
  const unpaid = sql`not exists (select 1 from payments p where p.id = o.payment_id and p.status = 'success')`;
  return merge({
    completed_purchase_unpaid: await q(sql`select o.order_no, o.status, o.payment_id from bo o
      where o.order_type = 'purchase' and o.status = 'completed' and ${unpaid}`),
    purchase_transaction_unpaid: await q(sql`select o.order_no, t.id as transaction_id, t.units::text as units from transactions t
      join bo o on o.id = t.order_id where o.order_type = 'purchase' and ${unpaid}`),
    // Two Approves at once, or two fund-house runs, must allot an order once: one leg (two for a switch or STP).
    allotted_twice: await q(sql`select o.order_no, o.order_type, count(*)::int as transactions from transactions t
      join bo o on o.id = t.order_id group by o.order_no, o.order_type
      having count(*) > case when o.order_type in ('switch', 'stp') then 2 else 1 end`),
  });
}

/** Units sold twice: a second "redeem all" that reached the fund house, or a holding below zero. */
async function oversold(handle: DbHandle, scope: Scope) {
  return merge({
    redemption_failed_at_fund_house: await rows(handle, scoped(scope, sql`select o.order_no, o.folio_no, o.failure_reason from bo o
      where o.order_type = 'redemption' and o.status = 'failed'`)),
    negative_holdings: await rows(handle, sql`select folio_id, scheme_code, units::text as units from holdings where units < 0`),
  });
}

/** More than one folio ZF opened for one investor at one fund house (the whole database). */
async function duplicateFolios(handle: DbHandle) {
  return finding(
    await rows(handle, sql`select user_id, amc, count(*)::int as folios from folios
      where source = 'internal' and folio_no like 'ZF%' group by user_id, amc having count(*) > 1`),
  );
}

interface OrderRow {
  checkout_id: string;
  order_no: string;
  order_type: string;
  scheme_code: number;
  target_scheme_code: number | null;
  folio_no: string | null;
  amount_paise: string | null;
  all_units: boolean;
  cart_id: string | null;
}

const NO_SCHEDULE = { sip_day: null, sip_frequency: null, sip_start_date: null, sip_end_date: null, sip_installments: null };

/**
 * The line an order was placed from, for the bench's two shapes of line (a lumpsum by amount with no folio named, and
 * "redeem all" of a named folio): an order keeps its amount, while allotment fills in the units, the folio a purchase
 * went to, and a redemption's value, so those are read from what the shape says. Null for any other shape.
 */
function lineOfOrder(o: OrderRow, plan: string | null): CheckoutLine | null {
  const base = { order_type: o.order_type, scheme_code: o.scheme_code, plan, target_scheme_code: o.target_scheme_code, units: null, ...NO_SCHEDULE };
  const noStepUp = { step_up_amount_paise: null, step_up_percent: null, sip_id: null };
  if (o.order_type === 'purchase' && !o.all_units) return { ...base, folio_no: null, amount_paise: Number(o.amount_paise), redeem_by: null, ...noStepUp };
  if (o.order_type === 'redemption' && o.all_units) return { ...base, folio_no: o.folio_no, amount_paise: null, redeem_by: 'all', ...noStepUp };
  return null;
}

const ORDER_TYPE: Record<string, string> = { redemption: 'redemption', switch: 'switch', stp: 'stp', swp: 'swp' };

/**
 * Orders against the code that confirmed them. Each confirmed checkout keeps the digest of the lines its SMS named
 * (checkout.terms.ts): (1) the digest of its orders must be that digest, and (2) the carts it checked out must still
 * hold those lines (a cart edited after its confirmation answered the edit 200 yet placed something else).
 */
async function ordersAgainstOtp(handle: DbHandle, scope: Scope) {
  const checkouts = await rows<{ id: string; status: string; payment_mode: string | null; mandate_id: string | null; lines_digest: string | null }>(
    handle,
    scoped(scope, sql`select id, status, payment_mode, mandate_id, lines_digest from bc`),
  );
  const orders = await rows<OrderRow>(
    handle,
    scoped(scope, sql`select checkout_id, order_no, order_type, scheme_code, target_scheme_code, folio_no, amount_paise::text as amount_paise, all_units, cart_id::text as cart_id from bo`),
  );
  const codes = [...new Set(orders.map((o) => o.scheme_code))];
  const plans = new Map(
    codes.length === 0
      ? []
      : (await rows<{ scheme_code: number; plan: string | null }>(handle, sql`select scheme_code, plan from funds where scheme_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`)).map((f) => [f.scheme_code, f.plan]),
  );
  const cartIds = [...new Set(orders.flatMap((o) => (o.cart_id ? [o.cart_id] : [])))];
  const items = cartIds.length === 0 ? [] : await handle.db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds));
  const cartTypes = new Map(cartIds.length === 0 ? [] : (await handle.db.select({ id: carts.id, cartType: carts.cartType }).from(carts).where(inArray(carts.id, cartIds))).map((c) => [c.id, c.cartType]));

  const byCheckout = new Map<string, OrderRow[]>();
  for (const o of orders) byCheckout.set(o.checkout_id, [...(byCheckout.get(o.checkout_id) ?? []), o]);
  const differ: Row[] = [];
  const cartsChanged: Row[] = [];
  const notConfirmed: Row[] = [];
  let compared = 0;
  let notComparable = 0;
  for (const c of checkouts) {
    const own = byCheckout.get(c.id) ?? [];
    if (c.status !== 'confirmed') {
      if (own.length > 0) notConfirmed.push({ checkout_id: c.id, status: c.status, orders: own.length });
      continue;
    }
    const payment = { payment_mode: c.payment_mode, mandate_id: c.mandate_id };
    const lines = own.map((o) => lineOfOrder(o, plans.get(o.scheme_code) ?? null));
    if (lines.some((l) => l === null)) notComparable += 1;
    else {
      compared += 1;
      if (checkoutDigest({ ...payment, lines: lines as CheckoutLine[] }) !== c.lines_digest) {
        differ.push({ checkout_id: c.id, orders: own.map((o) => `${o.order_no} ${o.order_type} ${o.amount_paise ?? 'all'}`).join(', ') });
      }
    }
    const ownCarts = new Set(own.flatMap((o) => (o.cart_id ? [o.cart_id] : [])));
    const planned = items
      .filter((i) => ownCarts.has(i.cartId))
      .map((row) => {
        const input = inputOf(row);
        const cartType = cartTypes.get(row.cartId)!;
        const orderType = ORDER_TYPE[cartType] ?? (cartType.endsWith('stepup') ? null : isSipItem(cartType, input) ? 'sip' : 'purchase');
        return { row, input, orderType, fund: { plan: plans.get(row.schemeCode) ?? null } };
      });
    const terms = termsOf({ items: planned } as unknown as CheckoutPlan, { paymentMode: c.payment_mode, mandateId: c.mandate_id });
    if (checkoutDigest(terms) !== c.lines_digest) {
      cartsChanged.push({ checkout_id: c.id, carts: [...ownCarts].join(', '), lines_now: planned.map((p) => `${p.row.schemeCode} ${p.row.amountPaise ?? p.input.redeem_by}`).join(', ') });
    }
  }
  return {
    ...merge({ orders_not_as_confirmed: differ, orders_of_unconfirmed_checkout: notConfirmed }),
    checkouts_compared: compared,
    checkouts_not_comparable: notComparable,
    carts_changed_after_confirmation: finding(cartsChanged),
  };
}

/** Every order a confirm answered is in the database once, and the run's checkouts made no order nobody was told of. */
async function orderCount(handle: DbHandle, scope: Scope, placed: string[]) {
  const stored = (await rows<{ order_no: string }>(handle, scoped(scope, sql`select order_no from bo`))).map((r) => r.order_no);
  const inDb = new Set(stored);
  const told = new Set(placed);
  return {
    orders_confirmed: placed.length,
    orders_in_database: stored.length,
    lost: [...told].filter((n) => !inDb.has(n)).length,
    duplicated: placed.length - told.size + (stored.length - inDb.size),
    extra_in_database: stored.filter((n) => !told.has(n)).length,
  };
}

/** What the run's checkouts, payments and orders ended as, for the report. */
async function tallies(handle: DbHandle, scope: Scope) {
  const count = async (body: ReturnType<typeof sql>) =>
    Object.fromEntries((await rows<{ k: string; n: number }>(handle, scoped(scope, body))).map((r) => [r.k, r.n]));
  return {
    checkouts: await count(sql`select status as k, count(*)::int as n from bc group by status order by status`),
    payments: await count(sql`select status as k, count(*)::int as n from payments where checkout_id in (select id from bc) group by status order by status`),
    orders: await count(sql`select order_type || ' ' || status as k, count(*)::int as n from bo group by 1 order by 1`),
  };
}

export async function checkRun(handle: DbHandle, scope: Scope, placed: string[]) {
  return {
    ...(await orderCount(handle, scope, placed)),
    money_without_units: await moneyWithoutUnits(handle, scope),
    units_without_money: await unitsWithoutMoney(handle, scope),
    orders_differing_from_otp: await ordersAgainstOtp(handle, scope),
    duplicate_folios: await duplicateFolios(handle),
    oversold: await oversold(handle, scope),
    tallies: await tallies(handle, scope),
  };
}

/** The rules that must be 0 for the run to pass. */
export function violations(verdict: Awaited<ReturnType<typeof checkRun>>): Record<string, number> {
  return {
    lost: verdict.lost,
    duplicated: verdict.duplicated,
    extra_in_database: verdict.extra_in_database,
    money_without_units: verdict.money_without_units.count,
    units_without_money: verdict.units_without_money.count,
    orders_differing_from_otp: verdict.orders_differing_from_otp.count,
    carts_changed_after_confirmation: verdict.orders_differing_from_otp.carts_changed_after_confirmation.count,
    duplicate_folios: verdict.duplicate_folios.count,
    oversold: verdict.oversold.count,
  };
}
