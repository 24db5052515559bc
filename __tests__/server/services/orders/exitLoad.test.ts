// Exit load at the sandbox fund house (issue 31, item 9): a sale within the scheme's exit-load period leaves the load
// with the fund house, lot by lot; the transaction, the order, the statement and the capital-gains report carry it,
// and a switch moves only what is left.
import { and, eq } from 'drizzle-orm';
import { holdings, orders, transactions } from '@/server/db/schema';
import { toDay, toIsoDate } from '@/utils/dates/calendar';
import { divRound, sumUnits, valueInPaise } from '@/utils/portfolio/decimal';
import { as } from '../../support/portfolioApp';
import { ASHA_ID, SCHEME, confirmCheckout, get, ordersPeopleForFile, pressPay, putInCart, runFundHouse } from '../../support/ordersApp';

const p = ordersPeopleForFile();
const BUYS = new Set(['purchase', 'sip', 'switch_in', 'stp_in', 'dividend_reinvest']);

/** A fresh ₹5,000 lumpsum of the equity scheme (1 % exit load within 365 days), paid and allotted. */
async function buyAndAllot() {
  const { db } = p.t.handle;
  const cart = await putInCart(db, ASHA_ID, 'purchase_lumpsum', [{ schemeCode: SCHEME, amountPaise: 5_000_00 }]);
  const placed = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: cart.collectionId, payment_mode: 'upi_collect', vpa: 'asha@okzf' });
  await pressPay(p.t, placed.payment!.id, 'success');
  await runFundHouse(p.t, '2026-12-31');
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.orders[0].id));
  expect(order.status).toBe('completed');
  return order;
}

async function allotted(orderId: string) {
  const { db } = p.t.handle;
  await runFundHouse(p.t, '2026-12-31');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  expect(order.status).toBe('completed');
  const legs = await db.select().from(transactions).where(eq(transactions.orderId, orderId));
  return { order, legs };
}

it('a redemption of every unit pays 1 % of the value of the units bought within the last 365 days, and says so everywhere', async () => {
  const { db } = p.t.handle;
  const bought = await buyAndAllot();
  const folioNo = bought.folioNo!;
  const [holding] = await db.select().from(holdings).where(and(eq(holdings.userId, ASHA_ID), eq(holdings.schemeCode, SCHEME)));

  const cart = await putInCart(db, ASHA_ID, 'redemption', [{ schemeCode: SCHEME, folioNo, redeemBy: 'all', units: holding.units }]);
  const placed = await confirmCheckout(p.t, p.asha, ASHA_ID, { session_id: cart.sessionId });
  const { order, legs } = await allotted(placed.orders[0].id);
  const [sale] = legs;

  // Every unit went, so every lot bought in the year before the sale's NAV date carried the load (worked out here
  // from the transactions, not with the fund house's own function).
  const yearAgo = toIsoDate(toDay(sale.txnDate).subtract(365, 'day'));
  const recent = await db.select().from(transactions).where(and(eq(transactions.folioId, holding.folioId), eq(transactions.schemeCode, SCHEME)));
  const recentUnits = sumUnits(recent.filter((t) => BUYS.has(t.txnType) && t.txnDate > yearAgo).map((t) => t.units));
  const expected = Number(divRound(BigInt(valueInPaise(recentUnits, sale.nav)) * 100n, 10_000n));
  expect(expected).toBeGreaterThan(0);
  expect(sale).toMatchObject({ txnType: 'redemption', units: holding.units, exitLoadPaise: expected });
  expect(sale.amountPaise).toBe(valueInPaise(holding.units, sale.nav));

  // The order says what the fund house kept; the statement and the capital-gains report carry it.
  const detail = await get(p.t, p.asha, `/order/${order.id}`);
  expect(detail.body.data).toMatchObject({ exit_load_paise: expected });
  const statement = await p.t.app.request(`/node/portfolio/transactions/${ASHA_ID}?from=${sale.txnDate}&to=${sale.txnDate}`, { headers: as(p.asha) });
  const items = ((await statement.json()) as { data: { items: { txn_type: string; exit_load_paise: number }[] } }).data.items;
  expect(items.find((t) => t.txn_type === 'redemption')).toMatchObject({ exit_load_paise: expected });
  const fy = Number(sale.txnDate.slice(5, 7)) >= 4 ? Number(sale.txnDate.slice(0, 4)) : Number(sale.txnDate.slice(0, 4)) - 1;
  const gains = await p.t.app.request(`/node/portfolio/capital-gains/${ASHA_ID}?fy=${fy}-${String((fy + 1) % 100).padStart(2, '0')}`, { headers: as(p.asha) });
  const rows = ((await gains.json()) as { data: { rows: { sell_date: string; folio_no: string; exit_load_paise: number }[] } }).data.rows;
  const ofSale = rows.filter((r) => r.sell_date === sale.txnDate && r.folio_no === folioNo);
  expect(ofSale.reduce((sum, r) => sum + r.exit_load_paise, 0)).toBe(expected);
});

it('a switch within the period moves the value less the load into the other fund', async () => {
  const { db } = p.t.handle;
  const bought = await buyAndAllot();
  const cart = await putInCart(db, ASHA_ID, 'switch', [{ schemeCode: SCHEME, folioNo: bought.folioNo!, redeemBy: 'units', units: bought.units!, targetSchemeCode: 101065 }]);
  const placed = await confirmCheckout(p.t, p.asha, ASHA_ID, { session_id: cart.sessionId });
  const { legs } = await allotted(placed.orders[0].id);
  const out = legs.find((t) => t.txnType === 'switch_out')!;
  const into = legs.find((t) => t.txnType === 'switch_in')!;
  // The newest units go last (FIFO), so selling as many units as the fresh lot reaches older lots first: whatever
  // carries the load, what moves is the sale less it.
  expect(into.amountPaise).toBe(out.amountPaise - out.exitLoadPaise);
  expect(out.exitLoadPaise).toBeGreaterThan(0);
});
