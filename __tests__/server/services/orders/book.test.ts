// The advisor's order book: only the advisor's orders of clients still mapped, the filters (IST days), paging with
// a bounded count, refusals, the CSV (content and formula escaping), and sending a payment link again.
import { and, eq, sql } from 'drizzle-orm';
import { expertClients, experts, orders } from '@/server/db/schema';
import { userId } from '@/server/db/seed/ids';
import { NEHA, call } from '../../support/loginApp';
import { ASHA_ID, as, ordersPeopleForFile } from '../../support/ordersApp';
import { insertBenchOrders } from '@/bench/clients/orders';
import { type BookCursor, bookPageQuery, readBookBatch } from '@/server/services/node/orders/book.repo';
import { RAHUL_EXPERT, addOrder, newClient } from './book.support';

const p = ordersPeopleForFile();
type Page = { orders: Record<string, unknown>[]; total: number; total_exact: boolean; page: number; size: number };

async function book(query = '', who = p.rahul) {
  const { res, body } = await call(p.t, 'GET', `/node/orders/book${query}`, undefined, as(who));
  return { status: res.status, body, page: body.data as unknown as Page };
}

describe('GET /node/orders/book', () => {
  it("lists the advisor's orders of their clients newest first, with the client and payment beside each", async () => {
    const { status, page } = await book('?size=100');
    expect(status).toBe(200);
    expect(page.orders.length).toBeGreaterThan(5);
    const placed = page.orders.map((o) => String(o.placed_at));
    expect([...placed].sort().reverse()).toEqual(placed);
    const asha = page.orders.find((o) => o.client_name === 'Asha Verma' || String(o.client_mobile_masked).endsWith('0001'));
    expect(asha).toMatchObject({ client_mobile_masked: 'XXXXXX0001', payment_status: null });
    const failed = page.orders.find((o) => o.failure_reason === 'Payment declined by the bank (demo)');
    expect(failed).toMatchObject({ status: 'failed', order_type: 'purchase' });
    // One order-number format for seeded and live orders: the IST day and a 6-digit counter.
    for (const o of page.orders) expect(String(o.order_no)).toMatch(/^20\d{6}\d{6}$/);
  });

  it('filters by status, type and client', async () => {
    const failed = await book('?status=failed');
    expect(failed.page.orders.length).toBeGreaterThan(0);
    expect(failed.page.orders.every((o) => o.status === 'failed')).toBe(true);
    const sips = await book('?type=sip&size=100');
    expect(sips.page.orders.length).toBeGreaterThan(0);
    expect(sips.page.orders.every((o) => o.order_type === 'sip')).toBe(true);
    const ashas = await book(`?client=${ASHA_ID}&size=100`);
    expect(ashas.page.orders.length).toBeGreaterThan(0);
    expect(ashas.page.orders.every((o) => o.client_mobile_masked === 'XXXXXX0001')).toBe(true);
    const [mine] = await p.t.handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.userId, ASHA_ID), eq(orders.expertId, RAHUL_EXPERT)));
    expect(ashas.page.total).toBe(mine.n);
  });

  it("finds the orders of the clients a search names, by name or mobile number (the client book's search)", async () => {
    const { db } = p.t.handle;
    const meera = await newClient(db, 'Meera Searchable', '9000077011');
    const other = await newClient(db, 'Someone Else', '9000077012');
    await addOrder(db, { userId: meera });
    await addOrder(db, { userId: other });
    const byName = await book('?q=searchable&size=100');
    expect(byName.status).toBe(200);
    expect(byName.page.orders.map((o) => o.client_name)).toEqual(['Meera Searchable']);
    expect((await book('?q=77011&size=100')).page.orders.map((o) => o.client_name)).toEqual(['Meera Searchable']);
    expect((await book('?q=nobody-like-this')).page.total).toBe(0);
    expect((await book(`?q=${'x'.repeat(61)}`)).status).toBe(400);
  });

  it('reads from and to as whole days in India', async () => {
    const client = await newClient(p.t.handle.db, 'Midnight Client', '9000077001');
    // 00:15 on 1 Jan 2020 in India is still 31 Dec 2019 in UTC.
    await addOrder(p.t.handle.db, { userId: client, placedAt: new Date('2019-12-31T18:45:00Z') });
    expect((await book(`?client=${client}&from=2020-01-01&to=2020-01-01`)).page.total).toBe(1);
    expect((await book(`?client=${client}&to=2019-12-31`)).page.total).toBe(0);
    expect((await book(`?client=${client}&from=2020-01-02`)).page.total).toBe(0);
    expect((await book('?from=2020-01-02&to=2020-01-01')).status).toBe(400);
  });

  it('pages without repeating an order, and counts at most ten pages ahead', async () => {
    const client = await newClient(p.t.handle.db, 'Paging Client', '9000077002');
    for (let i = 0; i < 25; i += 1) await addOrder(p.t.handle.db, { userId: client, placedAt: new Date(Date.UTC(2021, 0, 1 + i)) });
    const first = await book(`?client=${client}&size=10`);
    const third = await book(`?client=${client}&size=10&page=3`);
    expect(first.page).toMatchObject({ total: 25, total_exact: true, page: 1, size: 10 });
    expect(third.page.orders).toHaveLength(5);
    const ids = new Set([...first.page.orders, ...third.page.orders].map((o) => o.id));
    expect(ids.size).toBe(15);
    expect((await book(`?client=${client}&size=10&page=9`)).page).toMatchObject({ orders: [], total: 25 });
    const bounded = await book(`?client=${client}&size=2`);
    expect(bounded.page).toMatchObject({ total: 22, total_exact: false });
  });

  it('reads the CSV in batches that neither skip nor repeat orders placed at the same instant', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Same Instant', '9000077004');
    const at = new Date('2021-06-01T06:00:00Z');
    for (let i = 0; i < 5; i += 1) await addOrder(db, { userId: client, placedAt: at });
    const seen: string[] = [];
    let cursor: BookCursor | null = null;
    for (let batch = await readBookBatch(db, RAHUL_EXPERT, { client }, cursor, 2); batch.length > 0; batch = await readBookBatch(db, RAHUL_EXPERT, { client }, cursor, 2)) {
      seen.push(...batch.map((r) => r.order.id));
      const last = batch[batch.length - 1].order;
      cursor = { placedAt: last.placedAt, id: last.id };
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('drops the orders of a client no longer mapped to the advisor', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Leaving Client', '9000077003');
    await addOrder(db, { userId: client });
    expect((await book(`?client=${client}`)).page.total).toBe(1);
    await db.delete(expertClients).where(and(eq(expertClients.userId, client), eq(expertClients.expertId, RAHUL_EXPERT)));
    expect((await book(`?client=${client}`)).status).toBe(404);
    expect((await book('?size=100')).page.orders.some((o) => o.client_name === 'Leaving Client')).toBe(false);
  });

  it("refuses another advisor's client, investors and bad input", async () => {
    const other = await book(`?client=${ASHA_ID}`, p.neha);
    expect(other.status).toBe(404);
    expect((await book('?size=100', p.neha)).page.orders.some((o) => o.client_mobile_masked === 'XXXXXX0001')).toBe(false);
    expect((await book('', p.asha)).status).toBe(403);
    expect((await book('?size=101')).status).toBe(400);
    expect((await book('?status=lost')).status).toBe(400);
    expect((await p.t.app.request('/node/orders/book')).status).toBe(401);
  });

  it('is served by an index of the advisor over a few thousand orders', async () => {
    const { db } = p.t.handle;
    // An advisor with many clients, as in the bench: the book must walk the advisor's index, not each client's.
    const [neha] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId(NEHA)));
    await db.execute(sql`insert into users (mobile_no, name) select '80' || lpad(g::text, 8, '0'), 'Bench ' || g from generate_series(1, 400) g`);
    await db.execute(sql`insert into expert_clients (expert_id, user_id) select ${neha.id}, id from users where mobile_no like '80%'`);
    await insertBenchOrders(db, neha.id, 4_000, p.t.clock.now());
    await db.execute(sql`analyze`);
    for (const [filters, index] of [[{}, 'orders_expert_idx'], [{ status: 'failed' as const }, 'orders_expert_status_idx']] as const) {
      const plan = (await db.execute(sql`explain select * from ${bookPageQuery(db, neha.id, filters, 1, 20, 221)} as q`)) as { rows: Record<string, string>[] };
      const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
      expect(text).toContain(index);
    }
  });
});
