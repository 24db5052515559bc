// The fund-house step: two runs at once allot every order once; a switch writes both legs; order numbers stay
// unique when many are made at once.
import { and, eq, inArray } from 'drizzle-orm';
import { folios, funds, orders, transactions } from '@/server/db/schema';
import { ensureFolio } from '@/server/jobs/allotment.repo';
import { runFundHouseStep } from '@/server/jobs/fundHouse';
import { nextOrderNo } from '@/server/services/node/orders/orderNo.repo';
import { ASHA_ID, SCHEME, ashaHolding, confirmCheckout, ordersPeopleForFile, pressPay, putInCart } from '../support/ordersApp';

const p = ordersPeopleForFile();

const confirm = (body: Record<string, unknown>) => confirmCheckout(p.t, p.asha, ASHA_ID, body);

/** `count` lumpsum orders of Asha's from ₹`fromRupees` up (₹100 apart, so no two are alike), paid by net banking. */
async function paidOrders(count: number, fromRupees: number) {
  const items = Array.from({ length: count }, (_, i) => ({ schemeCode: SCHEME, amountPaise: (fromRupees + i * 100) * 100 }));
  const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', items);
  const data = await confirm({ collection_id: cart.collectionId, payment_mode: 'netbanking' });
  await pressPay(p.t, data.payment!.id, 'success');
  return data.orders;
}

it('two runs at once allot each order once', async () => {
  const { db } = p.t.handle;
  const ids = (await paidOrders(4, 1_000)).map((o) => o.id);
  const runs = await Promise.all([
    runFundHouseStep(db, { now: p.t.clock.now(), until: '2026-12-31' }),
    runFundHouseStep(db, { now: p.t.clock.now(), until: '2026-12-31' }),
  ]);
  expect(runs[0].completed + runs[1].completed).toBeGreaterThanOrEqual(4);
  const done = await db.select().from(orders).where(inArray(orders.id, ids));
  expect(done.every((o) => o.status === 'completed')).toBe(true);
  const txns = await db.select().from(transactions).where(inArray(transactions.orderId, ids));
  expect(txns).toHaveLength(4);
});

it('opens one folio per investor and fund house when two allotments open it at once', async () => {
  const { db } = p.t.handle;
  const amc = `Fund House of a race ${Date.now()}`;
  const order = { userId: ASHA_ID, expertId: null, folioNo: null };
  // Two transactions at once (on PostgreSQL truly concurrent: the second waits on the first's insert).
  const [a, b] = await Promise.all([db.transaction((tx) => ensureFolio(tx, order, amc)), db.transaction((tx) => ensureFolio(tx, order, amc))]);
  expect(a.id).toBe(b.id);
  expect(a.folioNo).toMatch(/^ZF\d{8}$/);
  expect(await db.select().from(folios).where(and(eq(folios.userId, ASHA_ID), eq(folios.amc, amc)))).toHaveLength(1);
  // The database keeps the rule whoever writes: a second folio of ours there is refused.
  await expect(db.insert(folios).values({ folioNo: 'ZF00000001', userId: ASHA_ID, amc, source: 'internal' })).rejects.toThrow();
});

it('lets the event loop turn after each order it claims', async () => {
  const { db } = p.t.handle;
  await paidOrders(3, 2_000);
  let pauses = 0;
  const run = await runFundHouseStep(db, { now: p.t.clock.now(), until: '2026-12-31', pause: async () => void (pauses += 1) });
  expect(run.completed).toBeGreaterThanOrEqual(3);
  expect(pauses).toBe(run.completed + run.sent_to_amc + run.failed);
});

it('allots a switch as two legs in one folio, at the NAV date it records', async () => {
  const { db } = p.t.handle;
  const held = await ashaHolding(db);
  const [source] = await db.select().from(funds).where(eq(funds.schemeCode, held.schemeCode));
  // A second open-ended scheme of the same fund house to switch into.
  const [target] = await db
    .insert(funds)
    .values({ schemeCode: 999_001, name: `${source.fundHouse} Test Switch Fund - Growth`, plan: source.plan, fundHouse: source.fundHouse, schemeType: source.schemeType, category: source.category, nav: '12.5000', navDate: source.navDate, slug: 'test-switch-fund-999001' })
    .returning();
  const cart = await putInCart(db, ASHA_ID, 'switch', [{ schemeCode: held.schemeCode, folioNo: held.folioNo, targetSchemeCode: target.schemeCode, amountPaise: 2_000_00, redeemBy: 'amount' }]);
  const data = await confirm({ session_id: cart.sessionId });
  await runFundHouseStep(db, { now: p.t.clock.now(), until: '2026-12-31' });
  const [done] = await db.select().from(orders).where(eq(orders.id, data.orders[0].id));
  expect(done.status).toBe('completed');
  const legs = await db.select().from(transactions).where(eq(transactions.orderId, done.id));
  expect(legs.map((l) => l.txnType).sort()).toEqual(['switch_in', 'switch_out']);
  const [out, into] = [legs.find((l) => l.txnType === 'switch_out')!, legs.find((l) => l.txnType === 'switch_in')!];
  expect(into.amountPaise).toBe(out.amountPaise);
  expect(into.folioId).toBe(out.folioId);
  expect(out.txnDate).toBe(done.navDate);
});

it('numbers orders YYYYMMDD and 6 digits, unique when made at once', async () => {
  const { db } = p.t.handle;
  const at = new Date('2026-11-23T20:00:00Z'); // 01:30 on 24 Nov in India
  const numbers = await Promise.all(Array.from({ length: 25 }, () => db.transaction((tx) => nextOrderNo(tx, at))));
  expect(new Set(numbers).size).toBe(25);
  for (const n of numbers) expect(n).toMatch(/^20261124\d{6}$/);
});
