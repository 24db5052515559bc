import { ASHA_ID, VIKRAM_ID, type CartPeople, FOLIOS, SCHEMES, createCartPeople, lumpsum, node, py, ref, sip } from '../../support/cartApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const clear = () => node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'purchase' });
const allOf = async () => (await py(p.t, p.asha, 'GET', `/get_all_carts/${ASHA_ID}/null`)).body.data?.data as Data;

describe('adding to a cart', () => {
  beforeEach(clear);

  it('adds a lumpsum and reads it back with its NAV date, trail and no issues', async () => {
    const added = await py(p.t, p.asha, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    expect(added.res.status).toBe(201);
    const cart = (added.body.data as Data).cart;
    expect(cart).toMatchObject({ cart_type: 'purchase_lumpsum', status: 'created', count: 1, total_amount: 500_000, session_id: null });
    const item = cart.items[0];
    expect(item).toMatchObject({ scheme_code: SCHEMES.notHeld, amount: 500_000, issues: [] });
    expect(item.expected_nav_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.trail_bps).toBeGreaterThan(0);
    expect((await allOf()).purchase_lumpsum.items).toHaveLength(1);
  });

  it('puts a SIP and a lumpsum of one investor in one collection, the SIP with its start date', async () => {
    const a = await py(p.t, p.asha, 'POST', '/', sip(ASHA_ID, SCHEMES.ppfasFlexi, 2_000));
    const b = await node(p.t, p.asha, 'POST', '/add/cartdetails', lumpsum(ASHA_ID, SCHEMES.hdfcBalanced, 1_000));
    expect([a.res.status, b.res.status]).toEqual([201, 201]);
    const all = await allOf();
    expect(all.purchase_sip.collection_id).toBe(all.purchase_lumpsum.collection_id);
    expect(all.purchase_sip.items[0].sip_start_date).toMatch(/-10$/);
    expect(all.purchase_sip.items[0].sip_end_date).toMatch(/-10$/);
  });

  it('adds one item for the same client_ref sent twice at once', async () => {
    const body = lumpsum(ASHA_ID, SCHEMES.notHeld, 2_000, ref());
    const [a, b] = await Promise.all([py(p.t, p.asha, 'POST', '/', body), py(p.t, p.asha, 'POST', '/', body)]);
    expect((a.body.data as Data).item_ids).toEqual((b.body.data as Data).item_ids);
    expect((await allOf()).purchase_lumpsum.count).toBe(1);
  });

  it('answers every item id in order when one add holds a new key, a key already in the cart and a repeat', async () => {
    const [first, second] = [ref(), ref()];
    const once = await py(p.t, p.asha, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, 2_000, first));
    const [firstId] = (once.body.data as Data).item_ids;
    const item = (key: string, rupees: number) => ({ scheme_code: SCHEMES.notHeldToo, amount_paise: rupees * 100, client_ref: key });
    const body = { user_id: ASHA_ID, cart_type: 'purchase_lumpsum', items: [item(second, 3_000), { ...item(first, 4_000), scheme_code: SCHEMES.notHeld }, item(second, 3_000)] };
    const added = (await py(p.t, p.asha, 'POST', '/', body)).body.data as Data;
    expect(added.item_ids[1]).toBe(firstId);
    expect(added.item_ids[2]).toBe(added.item_ids[0]);
    expect(added.cart.items.map((i: Data) => i.id)).toEqual([firstId, added.item_ids[0]]);
    expect(added.cart.total_amount).toBe(500_000);
  });

  it('keeps exact units and the dates of an item through the add and the read', async () => {
    const body = {
      user_id: ASHA_ID,
      cart_type: 'redemption',
      items: [{ scheme_code: SCHEMES.ppfasFlexi, folio_no: FOLIOS.ppfas, redeem_by: 'units', units: '10.125', client_ref: ref() }],
    };
    const added = (await py(p.t, p.asha, 'POST', '/', body)).body.data as Data;
    expect(added.cart.items[0]).toMatchObject({ units: '10.1250', redeem_by: 'units', folio_no: FOLIOS.ppfas });
    const read = (await allOf()).redemption.items[0];
    expect(read).toEqual(added.cart.items[0]);
    expect(Date.parse(read.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    await node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'redemption' });
  });

  it('meets in one cart when two different items are added at once', async () => {
    await Promise.all([
      py(p.t, p.asha, 'POST', '/', lumpsum(ASHA_ID, SCHEMES.notHeld, 2_000)),
      node(p.t, p.asha, 'POST', '/add/cartdetails', lumpsum(ASHA_ID, SCHEMES.notHeldToo, 3_000)),
    ]);
    const all = await allOf();
    expect(all.purchase_lumpsum.count).toBe(2);
    expect(all.purchase_lumpsum.total_amount).toBe(500_000);
  });

  it('answers 400 with the exact messages keyed by item', async () => {
    const body = {
      user_id: ASHA_ID,
      cart_type: 'purchase_lumpsum',
      items: [
        { scheme_code: SCHEMES.notHeld, amount_paise: 5_000_00 },
        { scheme_code: SCHEMES.notHeldToo, amount_paise: 500_00 },
      ],
    };
    const { res, body: answer } = await py(p.t, p.asha, 'POST', '/', body);
    expect(res.status).toBe(400);
    expect(answer.errors).toEqual([{ path: 'items.1', message: 'Minimum first investment in this fund is ₹1,000' }]);
    expect(await allOf()).toEqual({});
  });

  it('refuses too few SIP instalments', async () => {
    const body = sip(ASHA_ID, SCHEMES.ppfasFlexi, 1_000);
    body.items[0].sip_installments = 3;
    const { res, body: answer } = await py(p.t, p.asha, 'POST', '/', body);
    expect(res.status).toBe(400);
    expect(answer.message).toBe('A SIP needs at least 6 instalments');
  });

  it('refuses a new fund to an investor without KYC', async () => {
    const { res, body } = await py(p.t, p.vikram, 'POST', '/', lumpsum(VIKRAM_ID, SCHEMES.notHeld, 5_000));
    expect(res.status).toBe(400);
    expect(body.message).toBe('Complete your KYC to invest');
  });

  it('refuses an unknown scheme in the shared words', async () => {
    const { res, body } = await py(p.t, p.asha, 'POST', '/', lumpsum(ASHA_ID, 999_999, 5_000));
    expect(res.status).toBe(400);
    expect(body.message).toBe('Please choose a fund');
  });
});

describe('the ELSS lock-in', () => {
  it('locks only the ELSS scheme of a folio that also holds another scheme of the fund house', async () => {
    // Quant Small Cap and Quant ELSS share Asha's quant folio: the small cap's units are free to redeem.
    const redeem = (schemeCode: number) =>
      py(p.t, p.asha, 'POST', '/', {
        user_id: ASHA_ID,
        cart_type: 'redemption',
        items: [{ scheme_code: schemeCode, folio_no: '30125987', redeem_by: 'all', client_ref: ref() }],
      });
    const smallCap = await redeem(SCHEMES.quantSmallCap);
    expect(smallCap.res.status).toBe(201);
    const elss = await redeem(SCHEMES.quantElss);
    expect(elss.res.status).toBe(400);
    expect(JSON.stringify(elss.body)).toMatch(/These units are in their 3-year ELSS lock-in until \d/);
    await node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'redemption' });
  });
});
