import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { cartLinks, carts, experts, orders, sips, smsOutbox, users } from '@/server/db/schema';
import { stableId } from '@/server/db/seed/ids';
import { ASHA_ID, type CartPeople, SCHEMES, createCartPeople, lumpsum, node, py } from '../../support/cartApp';
import { ASHA, LOOPBACK_PEER, RAHUL, call } from '../../support/loginApp';
import { as } from '../../support/kycApp';
import { confirmCheckout } from '../../support/ordersApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;
const SENT = 'This cart was sent to your client; ask them to open the link';

/** Each test starts from no open carts of Rahul's for Asha (the seed gives him some). */
beforeEach(async () => {
  await p.t.handle.db
    .update(carts)
    .set({ status: 'cancelled' })
    .where(and(eq(carts.userId, ASHA_ID), isNotNull(carts.expertId), inArray(carts.status, ['created', 'link_sent'])));
});

async function rahulsCart(rupees = 5_000): Promise<{ collectionId: string; itemId: string }> {
  const added = await py(p.t, p.rahul, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, rupees));
  expect(added.res.status).toBe(201);
  const data = added.body.data as Data;
  return { collectionId: data.cart.collection_id, itemId: data.item_ids[0] };
}

async function send(collectionId: string): Promise<{ token: string; data: Data }> {
  const { res, body } = await node(p.t, p.rahul, 'POST', '/generatecartlink', { user_id: ASHA_ID, collection_id: collectionId });
  expect(res.status).toBe(201);
  const data = body.data as Data;
  expect(data.link).toMatch(/^\/cart\/summary\?token=[A-Za-z0-9_-]{43}$/);
  return { token: data.link.split('token=')[1], data };
}

const open = (token: string, who = p.asha) => node(p.t, who, 'GET', `/shareDirectBuyLink?token=${token}`);
const linksOf = (collectionId: string) => p.t.handle.db.select().from(cartLinks).where(eq(cartLinks.collectionId, collectionId));
const statusesOf = async (collectionId: string) =>
  new Set((await p.t.handle.db.select({ s: carts.status }).from(carts).where(eq(carts.collectionId, collectionId))).map((r) => r.s));

describe('sending a cart link', () => {
  it('is the advisor’s, stored hashed, texts the client and marks the carts sent', async () => {
    const { collectionId } = await rahulsCart();
    const { token, data } = await send(collectionId);
    expect(data.sent_to).toBe('XXXXXX0001');
    const rows = await linksOf(collectionId);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - p.t.clock.now().getTime()).toBe(48 * HOUR);
    expect(await statusesOf(collectionId)).toEqual(new Set(['link_sent']));
    const [sms] = await p.t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.mobileNo, ASHA)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    expect(sms.body).toContain(`http://localhost:3000/cart/summary?token=${token}`);
    // The demo's outbox hands the message to a journey on this machine, as it does OTPs.
    const outbox = await call(p.t, 'GET', `/node/dev/sms/${ASHA}`, undefined, {}, LOOPBACK_PEER);
    expect(outbox.body.data).toMatchObject({ mobile_no: ASHA, body: sms.body });
    const byInvestor = await node(p.t, p.asha, 'POST', '/generatecartlink', { user_id: ASHA_ID, collection_id: collectionId });
    expect(byInvestor.res.status).toBe(403);
  });

  it('refuses every change the advisor tries while the client holds the link', async () => {
    const { collectionId, itemId } = await rahulsCart();
    await send(collectionId);
    const tries = [
      await py(p.t, p.rahul, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeldToo, 2_000)),
      await node(p.t, p.rahul, 'POST', '/add/cartdetails', lumpsum(ASHA_ID, SCHEMES.notHeldToo, 2_000)),
      await py(p.t, p.rahul, 'PUT', `/collection/${collectionId}`, { user_id: ASHA_ID, items: [{ id: itemId, amount_paise: 600_000 }] }),
      await node(p.t, p.rahul, 'DELETE', '/deletedirect', { user_id: ASHA_ID, item_id: itemId }),
      await node(p.t, p.rahul, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'purchase_lumpsum' }),
      await py(p.t, p.rahul, 'POST', '/bulk_add_stepup', { user_id: ASHA_ID, items: [{ item_id: itemId, step_up_percent: 10 }] }),
      await py(p.t, p.rahul, 'POST', '/add_stepup_to_whole_cart', { user_id: ASHA_ID, collection_id: collectionId, step_up_percent: 10 }),
    ];
    expect(tries.map((t) => t.res.status)).toEqual([409, 409, 409, 409, 409, 409, 409]);
    expect(new Set(tries.map((t) => t.body.message))).toEqual(new Set([SENT]));
    expect(await statusesOf(collectionId)).toEqual(new Set(['link_sent']));
    // The advisor still sees the sent cart (read-only on the web) with his client's open carts.
    const rahul = (await call(p.t, 'GET', `/py/cart/v1/cashier/get_all_carts/${ASHA_ID}/${await rahulsExpertId()}`, undefined, { ...as(p.rahul), 'event-type': 'ExpertHeader' })).body;
    expect((rahul.data as Data).data.purchase_lumpsum).toMatchObject({ status: 'link_sent', collection_id: collectionId });
  });

  it('replaces the old link when sent again: the old token answers used', async () => {
    const { collectionId } = await rahulsCart();
    const first = await send(collectionId);
    const second = await send(collectionId);
    const old = await open(first.token);
    expect(old.res.status).toBe(410);
    expect(old.body.message).toBe('This cart link has already been used');
    expect((await open(second.token)).res.status).toBe(200);
  });
});

async function rahulsExpertId(): Promise<string> {
  const [row] = await p.t.handle.db.select({ id: experts.id }).from(experts).innerJoin(users, eq(users.id, experts.userId)).where(eq(users.mobileNo, RAHUL));
  return row.id;
}

describe('opening a cart link', () => {
  it('shows the orders and the advisor’s ARN and EUIN to the investor only, and nothing to anyone else', async () => {
    const { collectionId } = await rahulsCart();
    const { token } = await send(collectionId);
    const first = await open(token);
    expect(first.res.status).toBe(200);
    const data = first.body.data as Data;
    expect(data).toMatchObject({ collection_id: collectionId, session_id: null, advisor: { name: expect.any(String), euin: 'E000101' } });
    expect(data.advisor.arn).toBe('245871');
    expect(data.carts[0]).toMatchObject({ cart_type: 'purchase_lumpsum', status: 'link_sent', count: 1 });
    expect(data.carts[0].items[0]).toMatchObject({ amount: 500_000, expected_nav_date: expect.stringMatching(/^\d{4}-/) });
    for (const other of [p.vikram, p.rahul, p.neha]) {
      const refused = await open(token, other);
      expect(refused.res.status).toBe(422);
      expect(refused.body).toEqual({ status: 'failed', message: 'This cart link was sent to someone else' });
    }
    expect((await open('x'.repeat(43))).res.status).toBe(404);
  });

  it('expires after 48 hours: no open, no checkout, and the advisor may change the cart again', async () => {
    const { collectionId } = await rahulsCart();
    const { token } = await send(collectionId);
    p.t.clock.advance(48 * HOUR);
    const expired = await open(token);
    expect(expired.res.status).toBe(410);
    expect(expired.body.message).toBe('This cart link has expired; ask your advisor for a new one');
    const checkout = await call(p.t, 'POST', '/node/orders/checkout', { user_id: ASHA_ID, collection_id: collectionId, payment_mode: 'netbanking' }, as(p.asha));
    expect(checkout.res.status).toBe(410);
    const added = await py(p.t, p.rahul, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeldToo, 2_000));
    expect(added.res.status).toBe(201);
    expect((added.body.data as Data).cart.collection_id).toBe(collectionId);
    expect(await statusesOf(collectionId)).toEqual(new Set(['created']));
  });
});

describe('the client checks out through the link', () => {
  it('places the orders with the advisor’s ARN and EUIN and spends the link in the same step', async () => {
    const { collectionId } = await rahulsCart();
    const { token } = await send(collectionId);
    const byAdvisor = await call(p.t, 'POST', '/node/orders/checkout', { user_id: ASHA_ID, collection_id: collectionId, payment_mode: 'netbanking' }, as(p.rahul));
    expect(byAdvisor.res.status).toBe(422);

    const confirmed = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: collectionId, payment_mode: 'netbanking' });
    expect(confirmed.orders).toHaveLength(1);
    const [order] = await p.t.handle.db.select().from(orders).where(eq(orders.id, confirmed.orders[0].id));
    expect(order).toMatchObject({ expertId: await rahulsExpertId(), euin: 'E000101', executionOnly: false });
    expect(order.arn).toBe('245871');
    const [link] = await linksOf(collectionId);
    expect(link.usedAt?.getTime()).toBe(p.t.clock.now().getTime());
    expect(await statusesOf(collectionId)).toEqual(new Set(['checked_out']));
    const again = await open(token);
    expect(again.res.status).toBe(410);
    expect(again.body.message).toBe('This cart link has already been used');
  });
});

describe('SIPs', () => {
  const SIP_ID = stableId('sip:9000000001:104685');

  it('shows a SIP with its instalments, next due date and step-up', async () => {
    const { res, body } = await node(p.t, p.asha, 'POST', '/sipdetail', { user_id: ASHA_ID, sip_id: SIP_ID });
    expect(res.status).toBe(200);
    const data = body.data as Data;
    expect(data.sip).toMatchObject({ id: SIP_ID, scheme_code: 104685, status: 'active' });
    expect(data.instalments.length).toBeGreaterThan(0);
    expect(data.instalments.every((o: Data) => o.order_type === 'sip' && /^\d{4}-/.test(o.placed_at))).toBe(true);
    expect(data.next_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await node(p.t, p.vikram, 'POST', '/sipdetail', { user_id: ASHA_ID, sip_id: SIP_ID })).res.status).toBe(404);
  });

  it('cancels a SIP from two working days on, once', async () => {
    const first = await node(p.t, p.asha, 'POST', '/cancelpendingsipbyid', { user_id: ASHA_ID, sip_id: SIP_ID });
    expect(first.res.status).toBe(200);
    const data = first.body.data as Data;
    expect(data).toMatchObject({ sip_id: SIP_ID, status: 'cancelled' });
    expect(data.effective_from > p.t.clock.now().toISOString().slice(0, 10)).toBe(true);
    const [row] = await p.t.handle.db.select().from(sips).where(eq(sips.id, SIP_ID));
    expect(row).toMatchObject({ status: 'cancelled', endDate: data.effective_from });
    const again = await node(p.t, p.asha, 'POST', '/cancelpendingsipbyid', { user_id: ASHA_ID, sip_id: SIP_ID });
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe('This SIP has already ended');
  });
});
