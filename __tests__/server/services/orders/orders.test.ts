// Orders that need no payment (redemption, switch), SIPs on a mandate, cancelling around the cut-off, and the
// order list.
import { and, eq } from 'drizzle-orm';
import { carts, holdings, mandates, orders, sips, transactions } from '@/server/db/schema';
import { buildLots } from '@/utils/portfolio/lots';
import { sumUnits } from '@/utils/portfolio/decimal';
import { ASHA_ID, SCHEME, ashaHolding, confirmCheckout, ordersPeopleForFile, get, post, putInCart, runFundHouse } from '../../support/ordersApp';

const p = ordersPeopleForFile();

const confirm = (body: Record<string, unknown>) => confirmCheckout(p.t, p.asha, ASHA_ID, body);

describe('a redemption', () => {
  it('is placed with no payment, can be cancelled before its cut-off, and not after', async () => {
    const held = await ashaHolding(p.t.handle.db);
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'redemption', [{ schemeCode: held.schemeCode, folioNo: held.folioNo, units: '1.0000', redeemBy: 'units' }]);
    const data = await confirm({ session_id: cart.sessionId });
    expect(data.payment).toBeNull();
    expect(data.orders[0]).toMatchObject({ status: 'placed', cancellable: true });
    expect(Date.parse(data.orders[0].cancellable_until)).toBeGreaterThan(p.t.clock.now().getTime());
    const cancelled = await post(p.t, p.asha, `/order/${data.orders[0].id}/cancel`, { user_id: ASHA_ID });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancellable: false });

    const again = await putInCart(p.t.handle.db, ASHA_ID, 'redemption', [{ schemeCode: held.schemeCode, folioNo: held.folioNo, units: '1.0000', redeemBy: 'units' }]);
    const late = await confirm({ session_id: again.sessionId });
    await p.t.handle.db.update(orders).set({ cancellableUntil: new Date(Date.now() - 60_000) }).where(eq(orders.id, late.orders[0].id));
    const refused = await post(p.t, p.asha, `/order/${late.orders[0].id}/cancel`, { user_id: ASHA_ID });
    expect(refused.res.status).toBe(409);
    expect(refused.body.message).toBe('This order can no longer be cancelled');
  });

  it('takes the units out FIFO: holdings keep the cost of the units still held', async () => {
    const { db } = p.t.handle;
    await runFundHouse(p.t, '2026-12-31'); // the earlier test's order past its cut-off goes first
    const held = await ashaHolding(db);
    const cart = await putInCart(db, ASHA_ID, 'redemption', [{ schemeCode: held.schemeCode, folioNo: held.folioNo, units: '2.5000', redeemBy: 'units' }]);
    const data = await confirm({ session_id: cart.sessionId });
    await runFundHouse(p.t, '2026-12-31');
    const [done] = await db.select().from(orders).where(eq(orders.id, data.orders[0].id));
    expect(done.status).toBe('completed');
    const [after] = await db.select().from(holdings).where(and(eq(holdings.folioId, held.folioId), eq(holdings.schemeCode, held.schemeCode)));
    const txns = await db.select().from(transactions).where(and(eq(transactions.folioId, held.folioId), eq(transactions.schemeCode, held.schemeCode)));
    const book = buildLots(txns.map((t) => ({ date: t.txnDate, type: t.txnType, units: t.units, amountPaise: t.amountPaise, stampDutyPaise: t.stampDutyPaise })));
    expect(after.units).toBe(book.unitsHeld);
    expect(after.costPaise).toBe(book.netCostPaise);
    expect(after.costPaise).toBeLessThan(held.costPaise);
    const redeemed = txns.find((t) => t.orderId === done.id)!;
    expect(redeemed).toMatchObject({ txnType: 'redemption', units: '2.5000' });
    expect(sumUnits([after.units, '2.5000'])).toBe(sumUnits([held.units, '0']));
  });
});

describe('a SIP', () => {
  it('waits for its mandate, then allots its first instalment and makes the SIP active', async () => {
    const { db } = p.t.handle;
    const cart = await putInCart(db, ASHA_ID, 'purchase_sip', [
      { schemeCode: SCHEME, amountPaise: 2_000_00, sipDay: 10, sipInstallments: 12, sipFrequency: 'monthly', sipStartDate: null },
    ]);
    const data = await confirm({ collection_id: cart.collectionId, mandate_type: 'upi_autopay', vpa: 'asha@okzf' });
    const orderId = data.orders[0].id;
    await runFundHouse(p.t, '2026-12-31');
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('placed');

    const mine = await get(p.t, p.asha, `/mandates/${ASHA_ID}`);
    const mandate = (mine.body.data as unknown as { id: string; status: string }[])[0];
    expect(mandate.status).toBe('pending');
    // No end date is asked at checkout: the mandate runs the default 30 years (the desk warns before it ends).
    const [stored] = await db.select().from(mandates).where(eq(mandates.id, mandate.id));
    const years = (stored.expiresAt!.getTime() - stored.createdAt.getTime()) / (365.25 * 24 * 3_600_000);
    expect(Math.round(years)).toBe(30);
    await db.update(mandates).set({ status: 'active' }).where(eq(mandates.id, mandate.id));
    await runFundHouse(p.t, '2026-12-31');
    const [done] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(done.status).toBe('completed');
    const [sip] = await db.select().from(sips).where(eq(sips.id, done.sipId!));
    expect(sip).toMatchObject({ status: 'active', amountPaise: 2_000_00, day: 10, schemeCode: SCHEME });
    expect(sip.nextDueDate).not.toBeNull();
  });
});

describe('a step-up', () => {
  it("changes the investor's SIP, makes no order and completes its cart", async () => {
    const { db } = p.t.handle;
    // An active SIP: a cancelled one cannot be stepped up (issue 31, item 8).
    const [sip] = await db.select().from(sips).where(and(eq(sips.userId, ASHA_ID), eq(sips.status, 'active'))).limit(1);
    const cart = await putInCart(db, ASHA_ID, 'modify_stepup', [{ schemeCode: sip.schemeCode, sipId: sip.id, stepUpPercent: '10' }]);
    const data = await confirm({ collection_id: cart.collectionId });
    expect(data.orders).toEqual([]);
    expect(data.payment).toBeNull();
    const [after] = await db.select().from(sips).where(eq(sips.id, sip.id));
    expect(after).toMatchObject({ stepUpPercent: '10.00', stepUpFrequency: 'yearly' });
    expect((await db.select().from(carts).where(eq(carts.id, cart.cartId)))[0].status).toBe('completed');
  });
});

describe('the order list', () => {
  it("lists the investor's orders newest first, to them and their advisor only", async () => {
    const mine = await get(p.t, p.asha, `/list/${ASHA_ID}`);
    const list = mine.body.data as unknown as { orders: { placed_at: string; order_no: string }[]; total: number };
    expect(list.total).toBeGreaterThan(0);
    const times = list.orders.map((o) => o.placed_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(p.t, p.rahul, `/list/${ASHA_ID}`)).res.status).toBe(200);
    expect((await get(p.t, p.neha, `/list/${ASHA_ID}`)).res.status).toBe(404);
  });
});

describe('the fund-house run call', () => {
  it('answers only a direct loopback caller', async () => {
    const res = await p.t.app.request('/node/orders/sandbox/fund-house/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
  });
});
