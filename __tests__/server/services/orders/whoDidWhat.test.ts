// Who did what (issue 30, item 4): cart lines, cart links, orders and every change of an order's status, notes and
// follow-ups record who acted — the investor, his advisor, a relationship manager acting for the advisor, or ZF's own
// steps — and the order's detail shows its history with names.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { cartLinks, carts, followUps, notes, orderEvents, orders } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { ASHA_ID, type CartPeople, SCHEMES, createCartPeople, lumpsum, node, py } from '../../support/cartApp';
import { RAHUL, type Session, call, login, sessionOf } from '../../support/loginApp';
import { as } from '../../support/kycApp';
import { confirmCheckout, pressPay, runFundHouse } from '../../support/ordersApp';

jest.setTimeout(120_000);

const KARAN = '9000000901';

let p: CartPeople;
let karan: Session;
beforeAll(async () => {
  p = await createCartPeople();
  const manager = await login(p.t, KARAN, { role: 'expert' });
  const acting = await call(p.t, 'POST', '/node/clients/act-as-expert', { expert_id: expertId(RAHUL) }, { 'access-token': manager.accessToken });
  expect(acting.res.status).toBe(200);
  karan = sessionOf(acting.res, acting.body);
}, 120_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Each test starts from no open advisor carts for Asha (the seed gives Rahul some). */
beforeEach(async () => {
  await p.t.handle.db
    .update(carts)
    .set({ status: 'cancelled' })
    .where(and(eq(carts.userId, ASHA_ID), isNotNull(carts.expertId), inArray(carts.status, ['created', 'link_sent'])));
});

/** Adds a lumpsum for Asha as `who`, sends her the link as `sender`, and she confirms it: her one order. */
async function preparedAndConfirmed(who: Session, sender: Session, rupees: number) {
  const added = await py(p.t, who, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, rupees));
  expect(added.res.status).toBe(201);
  const collectionId = (added.body.data as Data).cart.collection_id as string;
  const sent = await node(p.t, sender, 'POST', '/generatecartlink', { user_id: ASHA_ID, collection_id: collectionId });
  expect(sent.res.status).toBe(201);
  const confirmed = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: collectionId, payment_mode: 'netbanking' });
  expect(confirmed.orders).toHaveLength(1);
  return { collectionId, orderId: confirmed.orders[0].id, paymentId: confirmed.payment!.id };
}

const detail = async (orderId: string) => {
  const answer = await call(p.t, 'GET', `/node/orders/order/${orderId}`, undefined, as(p.asha));
  expect(answer.res.status).toBe(200);
  return answer.body.data as Data;
};

describe('an order prepared by the advisor and confirmed by the investor', () => {
  it('says who prepared it, and records each change with who made it: placed and cancelled by the investor', async () => {
    const { orderId, collectionId } = await preparedAndConfirmed(p.rahul, p.rahul, 3_000);
    const [link] = await p.t.handle.db.select().from(cartLinks).where(eq(cartLinks.collectionId, collectionId));
    expect(link).toMatchObject({ sentBy: 'advisor', sentByUserId: userId(RAHUL) });

    const cancelled = await call(p.t, 'POST', `/node/orders/order/${orderId}/cancel`, { user_id: ASHA_ID }, as(p.asha));
    expect(cancelled.res.status).toBe(200);
    const order = await detail(orderId);
    expect(order.prepared_by).toEqual({ kind: 'advisor', name: 'Rahul Mehta', for_name: null });
    expect(order.history.map((e: Data) => [e.from_status, e.status, e.by.kind, e.by.name])).toEqual([
      [null, 'payment_pending', 'investor', 'Asha Verma'],
      ['payment_pending', 'cancelled', 'investor', 'Asha Verma'],
    ]);
  });

  it("records the bank's answer and the fund house's steps as ZF's own", async () => {
    const { orderId, paymentId } = await preparedAndConfirmed(p.rahul, p.rahul, 2_000);
    expect((await pressPay(p.t, paymentId, 'success')).res.status).toBe(303);
    expect((await runFundHouse(p.t, '2026-12-31')).res.status).toBe(200);
    const history = (await detail(orderId)).history as Data[];
    const system = { kind: 'system', name: null, for_name: null };
    expect(history.map((e) => [e.status, e.by])).toEqual([
      ['payment_pending', { kind: 'investor', name: 'Asha Verma', for_name: null }],
      ['paid', system],
      ['completed', system],
    ]);
  });
});

describe('a relationship manager acting for the advisor', () => {
  it('is recorded as the manager, for the advisor, on the cart line, the link and the order', async () => {
    const { orderId, collectionId } = await preparedAndConfirmed(karan, karan, 4_000);
    const [link] = await p.t.handle.db.select().from(cartLinks).where(eq(cartLinks.collectionId, collectionId));
    expect(link).toMatchObject({ sentBy: 'manager', sentByUserId: userId(KARAN), expertId: expertId(RAHUL) });
    const order = await detail(orderId);
    expect(order.prepared_by).toEqual({ kind: 'manager', name: 'Karan Malhotra', for_name: 'Rahul Mehta' });
  });

  it('writes notes and follow-ups as the manager; the advisor reads who wrote them', async () => {
    const rm = (s: Session, method: string, path: string, body: unknown) =>
      call(p.t, method, `/analytics/rm${path}`, body, { ...as(s), 'content-type': 'application/json' });
    const written = await rm(karan, 'POST', '/notes', { user_id: ASHA_ID, body: 'Spoke to Asha about her SIP' });
    expect(written.res.status).toBe(201);
    expect((written.body.data as Data).written_by).toEqual({ kind: 'manager', name: 'Karan Malhotra', for_name: 'Rahul Mehta' });
    const [row] = await p.t.handle.db.select().from(notes).where(eq(notes.id, (written.body.data as Data).id));
    expect(row).toMatchObject({ writtenBy: 'manager', writtenByUserId: userId(KARAN), expertId: expertId(RAHUL) });
    const listed = await rm(p.rahul, 'GET', `/notes/${ASHA_ID}`, undefined);
    const mine = (listed.body.data as unknown as Data[]).find((n) => n.id === row.id);
    expect(mine?.written_by).toMatchObject({ kind: 'manager', name: 'Karan Malhotra' });

    const tomorrow = new Date(p.t.clock.now().getTime() + 86_400_000).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
    const follow = await rm(karan, 'POST', '/followups', {
      user_id: ASHA_ID,
      name: 'Asha Verma',
      contact: '9000000001',
      follow_up: { date: tomorrow, time: '10:30AM-11:00AM' },
    });
    expect(follow.res.status).toBe(201);
    expect((follow.body.data as Data).created_by).toBe('manager');
    const [fu] = await p.t.handle.db.select().from(followUps).where(eq(followUps.id, (follow.body.data as Data).id));
    expect(fu.createdByUserId).toBe(userId(KARAN));
  });
});

describe('the record itself', () => {
  it("refuses a change of an order's status in a transaction that did not say who acts", async () => {
    const [any] = await p.t.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ASHA_ID)).limit(1);
    await expect(p.t.handle.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, any.id))).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/without an actor/) }),
    });
    const events = await p.t.handle.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, any.id), eq(orderEvents.status, 'failed')));
    expect(events).toHaveLength(0);
  });
});
