import { eq } from 'drizzle-orm';
import { experts } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { RAHUL } from '../../support/loginApp';
import { ASHA_ID, type CartPeople, SCHEMES, createCartPeople, lumpsum, node, py, ref } from '../../support/cartApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

const SOME_UUID = '00000000-0000-4000-8000-000000000001';
const PY_CALLS: [string, string, unknown][] = [
  // Rows name the body even when there is none: jest hands a shorter row's test a `done` callback instead.
  ['GET', `/get_all_carts/${ASHA_ID}/null`, undefined],
  ['POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000)],
  ['GET', `/is_new_collection/${SOME_UUID}`, undefined],
  ['PUT', `/collection/${SOME_UUID}`, { user_id: ASHA_ID, items: [] }],
  ['POST', '/link', { user_id: ASHA_ID, collection_id: SOME_UUID }],
  ['POST', '/get_stepup_recommendation_for_whole_cart', { user_id: ASHA_ID, collection_id: SOME_UUID }],
  ['POST', '/bulk_add_stepup', { user_id: ASHA_ID, items: [{ item_id: SOME_UUID, step_up_percent: 10 }] }],
  ['POST', '/add_stepup_to_whole_cart', { user_id: ASHA_ID, collection_id: SOME_UUID, step_up_percent: 10 }],
];
const NODE_CALLS: [string, string, unknown][] = [
  ['POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'purchase' }],
  ['POST', '/add/cartdetails', lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000)],
  ['POST', '/getcartdetailsbyuseridandcarttype', { user_id: ASHA_ID, cart_type: 'purchase' }],
  ['DELETE', '/deletedirect', { user_id: ASHA_ID, item_id: SOME_UUID }],
  ['POST', '/generatecartlink', { user_id: ASHA_ID, collection_id: SOME_UUID }],
  ['GET', `/shareDirectBuyLink?token=${'a'.repeat(43)}`, undefined],
  ['POST', '/cancelpendingsipbyid', { user_id: ASHA_ID, sip_id: SOME_UUID }],
  ['POST', '/sipdetail', { user_id: ASHA_ID, sip_id: SOME_UUID }],
];

describe('who may call the cart routes', () => {
  it.each(PY_CALLS)('answers 401 without a token: py %s %s', async (method, path, body) => {
    expect((await py(p.t, null, method, path, body)).res.status).toBe(401);
  });

  it.each(NODE_CALLS)('answers 401 without a token: node %s %s', async (method, path, body) => {
    expect((await node(p.t, null, method, path, body)).res.status).toBe(401);
  });

  // Every call naming Asha, made by another investor (Vikram) or an expert not mapped to her (Neha).
  const named = [...PY_CALLS.filter(([, path]) => !path.startsWith('/is_new')).map((c) => ['py', ...c]), ...NODE_CALLS.filter(([, path]) => !path.startsWith('/share')).map((c) => ['node', ...c])] as [string, string, string, unknown][];
  it.each(named)("answers 404 to someone else for Asha's carts: %s %s %s", async (service, method, path, body) => {
    const send = service === 'py' ? py : node;
    // Generating a cart link is an advisor's call: an investor's session may not use it at all (403).
    expect((await send(p.t, p.vikram, method, path, body)).res.status).toBe(path === '/generatecartlink' ? 403 : 404);
    expect((await send(p.t, p.neha, method, path, body)).res.status).toBe(404);
  });

  it('answers 403 on a folio that is not the investor’s', async () => {
    const body = { user_id: ASHA_ID, cart_type: 'redemption', items: [{ scheme_code: SCHEMES.ppfasFlexi, folio_no: 'NOT-HERS-1', redeem_by: 'all', client_ref: ref() }] };
    const { res, body: answer } = await py(p.t, p.asha, 'POST', '/', body);
    expect(res.status).toBe(422);
    expect(answer.message).toBe('You cannot place orders on this folio');
  });

  it('lets a mapped advisor build a cart for the client, but not read it as another advisor', async () => {
    const rahulId = expertId(RAHUL);
    const added = await py(p.t, p.rahul, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    expect(added.res.status).toBe(201);
    const mine = await py(p.t, p.rahul, 'GET', `/get_all_carts/${ASHA_ID}/${rahulId}`);
    expect((mine.body.data?.data as Record<string, unknown>).purchase_lumpsum).toBeDefined();
    expect((await py(p.t, p.rahul, 'GET', `/get_all_carts/${ASHA_ID}/null`)).res.status).toBe(404);
    // Asha sees the advisor's cart for her when she names him; her own carts do not include it.
    const hers = await py(p.t, p.asha, 'GET', `/get_all_carts/${ASHA_ID}/${rahulId}`);
    expect((hers.body.data?.data as Record<string, unknown>).purchase_lumpsum).toBeDefined();
  });

  it('refuses an advisor without transaction_allowed changing a cart, and lets him read', async () => {
    const db = p.t.handle.db;
    await db.update(experts).set({ transactionAllowed: false }).where(eq(experts.id, expertId(RAHUL)));
    try {
      const { res, body } = await node(p.t, p.rahul, 'POST', '/add/cartdetails', lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
      expect(res.status).toBe(422);
      expect(body.message).toMatch(/^You cannot place orders for this client until your ARN is validated/);
      const cleared = await node(p.t, p.rahul, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'purchase' });
      expect(cleared.res.status).toBe(422);
      const read = await node(p.t, p.rahul, 'POST', '/getcartdetailsbyuseridandcarttype', { user_id: ASHA_ID, cart_type: 'redemption' });
      expect(read.res.status).toBe(200);
    } finally {
      await db.update(experts).set({ transactionAllowed: true }).where(eq(experts.id, expertId(RAHUL)));
    }
  });

  it('answers 400 with the field error for a body that is not valid', async () => {
    const { res, body } = await py(p.t, p.asha, 'POST', '/', { user_id: ASHA_ID, cart_type: 'purchase', items: [{ scheme_code: 1, amount_paise: 150 }] });
    expect(res.status).toBe(400);
    expect(body.message).toBe('Amount must be in whole rupees');
  });
});
