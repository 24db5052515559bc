import { eq } from 'drizzle-orm';
import { cartLinks, carts, sips } from '@/server/db/schema';
import { stableId } from '@/server/db/seed/ids';
import { ASHA_ID, type CartPeople, SCHEMES, createCartPeople, lumpsum, node, py } from '../../support/cartApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;

async function rahulsLink(): Promise<{ token: string; collectionId: string }> {
  const added = await py(p.t, p.rahul, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
  const collectionId = (added.body.data as Data).cart.collection_id as string;
  const { res, body } = await node(p.t, p.rahul, 'POST', '/generatecartlink', { user_id: ASHA_ID, collection_id: collectionId });
  expect(res.status).toBe(201);
  const link = (body.data as Data).link as string;
  expect(link).toMatch(/^\/cart\/summary\?token=[A-Za-z0-9_-]{43}$/);
  return { token: link.split('token=')[1], collectionId };
}
const open = (token: string, who = p.asha) => node(p.t, who, 'GET', `/shareDirectBuyLink?token=${token}`);

describe('cart links', () => {
  it('is made by the advisor only, stored hashed, and marks the carts sent', async () => {
    const { token, collectionId } = await rahulsLink();
    const rows = await p.t.handle.db.select().from(cartLinks).where(eq(cartLinks.collectionId, collectionId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - p.t.clock.now().getTime()).toBe(48 * HOUR);
    const sent = await p.t.handle.db.select({ status: carts.status }).from(carts).where(eq(carts.collectionId, collectionId));
    // The whole collection goes: Rahul's seeded SIP and step-up carts for Asha share it with the new lumpsum.
    expect(sent.length).toBeGreaterThan(1);
    expect(new Set(sent.map((c) => c.status))).toEqual(new Set(['link_sent']));
    const byInvestor = await node(p.t, p.asha, 'POST', '/generatecartlink', { user_id: ASHA_ID, collection_id: collectionId });
    expect(byInvestor.res.status).toBe(403);
  });

  it('opens for the investor it is for, as often as needed until used, and for nobody else', async () => {
    const { token, collectionId } = await rahulsLink();
    const first = await open(token);
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({ collection_id: collectionId, session_id: null });
    expect((first.body.data as Data).carts[0]).toMatchObject({ cart_type: 'purchase_lumpsum', status: 'link_sent', count: 1 });
    expect((await open(token)).res.status).toBe(200);
    const other = await open(token, p.vikram);
    expect(other.res.status).toBe(403);
    expect(other.body.message).toBe('This cart link was sent to someone else');
    expect((await open(token, p.rahul)).res.status).toBe(403);
    expect((await open('x'.repeat(43))).res.status).toBe(404);
  });

  it('answers 410 once used or after 48 hours', async () => {
    const used = await rahulsLink();
    await p.t.handle.db.update(cartLinks).set({ usedAt: p.t.clock.now() }).where(eq(cartLinks.collectionId, used.collectionId));
    const spent = await open(used.token);
    expect(spent.res.status).toBe(410);
    expect(spent.body.message).toBe('This cart link has already been used');

    const late = await rahulsLink();
    p.t.clock.advance(48 * HOUR);
    const expired = await open(late.token);
    expect(expired.res.status).toBe(410);
    expect(expired.body.message).toBe('This cart link has expired; ask your advisor for a new one');
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
    expect((await node(p.t, p.vikram, 'POST', '/sipdetail', { user_id: ASHA_ID, sip_id: SIP_ID })).res.status).toBe(403);
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
