import { ASHA_ID, type CartPeople, FOLIOS, SCHEMES, createCartPeople, lumpsum, node, py, ref, sip } from '../../support/cartApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const allOf = async () => (await py(p.t, p.asha, 'GET', `/get_all_carts/${ASHA_ID}/null`)).body.data?.data as Data;
async function add(body: unknown): Promise<Data> {
  const { res, body: answer } = await py(p.t, p.asha, 'POST', '/', body);
  if (res.status !== 201) throw new Error(JSON.stringify(answer));
  return answer.data as Data;
}

beforeEach(async () => {
  for (const cartType of ['purchase', 'redemption', 'switch']) {
    await node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: cartType });
  }
});

describe('clearing and removing', () => {
  it('clears all three purchase variants for any of them', async () => {
    await add(sip(ASHA_ID, SCHEMES.ppfasFlexi, 1_000));
    await add(lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    await add({ ...lumpsum(ASHA_ID, SCHEMES.notHeldToo, 5_000), cart_type: 'purchase' });
    const { body } = await node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'purchase_sip' });
    expect(body.data).toEqual({ deleted: 3 });
    expect(await allOf()).toEqual({});
  });

  it('removes one item, and cancels the cart it empties', async () => {
    const first = await add(lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    const second = await add(lumpsum(ASHA_ID, SCHEMES.notHeldToo, 5_000));
    const one = await node(p.t, p.asha, 'DELETE', '/deletedirect', { user_id: ASHA_ID, item_id: first.item_ids[0] });
    expect(one.body.data).toEqual({ deleted: true, cart_removed: false });
    const read = await node(p.t, p.asha, 'POST', '/getcartdetailsbyuseridandcarttype', { user_id: ASHA_ID, cart_type: 'purchase_lumpsum' });
    expect((read.body.data as Data).count).toBe(1);
    const two = await node(p.t, p.asha, 'DELETE', '/deletedirect', { user_id: ASHA_ID, item_id: second.item_ids[0] });
    expect(two.body.data).toEqual({ deleted: true, cart_removed: true });
    const none = await node(p.t, p.asha, 'POST', '/getcartdetailsbyuseridandcarttype', { user_id: ASHA_ID, cart_type: 'purchase_lumpsum' });
    expect(none.body.data).toBeNull();
    expect((await node(p.t, p.asha, 'DELETE', '/deletedirect', { user_id: ASHA_ID, item_id: second.item_ids[0] })).res.status).toBe(404);
  });
});

describe('a collection', () => {
  it('is new while open and unchecked-out, takes edits and removals, and refuses an edit below the minimum', async () => {
    const added = await add(sip(ASHA_ID, SCHEMES.ppfasFlexi, 1_000));
    const cid = added.cart.collection_id as string;
    const extra = await add(lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    expect((await py(p.t, p.asha, 'GET', `/is_new_collection/${cid}`)).body.data).toEqual({ is_new: true });

    const edited = await py(p.t, p.asha, 'PUT', `/collection/${cid}`, {
      user_id: ASHA_ID,
      items: [{ id: added.item_ids[0], amount_paise: 3_000_00, sip_day: 5 }],
      remove_item_ids: extra.item_ids,
    });
    expect(edited.res.status).toBe(200);
    const data = edited.body.data as Data;
    expect(data.purchase_sip.items[0]).toMatchObject({ amount: 3_000_00, sip_day: 5 });
    expect(data.purchase_lumpsum).toBeUndefined();

    const refused = await py(p.t, p.asha, 'PUT', `/collection/${cid}`, { user_id: ASHA_ID, items: [{ id: added.item_ids[0], amount_paise: 50_00 }] });
    expect(refused.res.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'items.0', message: 'Minimum SIP amount in this fund is ₹100' }]);
  });

  it('links to its summary page, and an old-type session to its own page', async () => {
    const added = await add(lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    const link = await py(p.t, p.asha, 'POST', '/link', { user_id: ASHA_ID, collection_id: added.cart.collection_id });
    expect(link.body.data).toEqual({ link: `/cart/summary?cid=${added.cart.collection_id}` });
    const redeem = await add({
      user_id: ASHA_ID,
      cart_type: 'redemption',
      items: [{ scheme_code: SCHEMES.ppfasFlexi, folio_no: FOLIOS.ppfas, redeem_by: 'units', units: '10', client_ref: ref() }],
    });
    expect(redeem.cart.session_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const old = await py(p.t, p.asha, 'POST', '/link', { user_id: ASHA_ID, session_id: redeem.cart.session_id });
    expect((old.body.data as Data).link).toBe(`/portfolio/redeem/summary?session_id=${redeem.cart.session_id}`);
  });

  it('recommends a 10 % yearly step-up on its SIPs and adds it to chosen items or the whole cart', async () => {
    const tenYears = sip(ASHA_ID, SCHEMES.ppfasFlexi, 2_000);
    tenYears.items[0].sip_installments = 120;
    const added = await add(tenYears);
    await add(lumpsum(ASHA_ID, SCHEMES.notHeld, 5_000));
    const cid = added.cart.collection_id as string;
    const rec = await py(p.t, p.asha, 'POST', '/get_stepup_recommendation_for_whole_cart', { user_id: ASHA_ID, collection_id: cid });
    const [only] = (rec.body.data as Data).recommendations;
    expect(only).toMatchObject({ item_id: added.item_ids[0], amount_paise: 2_000_00, step_up_percent: 10, step_up_amount_paise: 200_00, years: 10 });
    // ₹2,000 a month for 10 years at 12 % a year grows to about ₹4.6 lakh; with a 10 % yearly step-up, well over that.
    expect(only.corpus_without_paise).toBeGreaterThan(4_50_000_00);
    expect(only.corpus_without_paise).toBeLessThan(4_80_000_00);
    expect(only.corpus_with_paise).toBeGreaterThan(only.corpus_without_paise * 1.4);

    const bulk = await py(p.t, p.asha, 'POST', '/bulk_add_stepup', { user_id: ASHA_ID, items: [{ item_id: added.item_ids[0], step_up_amount_paise: 500_00 }] });
    expect((bulk.body.data as Data).purchase_sip.items[0]).toMatchObject({ step_up_amount_paise: 500_00, step_up_percent: null, step_up_frequency: 'yearly' });
    const whole = await py(p.t, p.asha, 'POST', '/add_stepup_to_whole_cart', { user_id: ASHA_ID, collection_id: cid, step_up_percent: 15 });
    expect((whole.body.data as Data).purchase_sip.items[0]).toMatchObject({ step_up_amount_paise: null, step_up_percent: 15 });
    const lumpsumOnly = await py(p.t, p.asha, 'POST', '/bulk_add_stepup', {
      user_id: ASHA_ID,
      items: [{ item_id: (whole.body.data as Data).purchase_lumpsum.items[0].id, step_up_percent: 10 }],
    });
    expect(lumpsumOnly.res.status).toBe(400);
  });

  it("projects a step-up over the SIP's own years, and offers none on a SIP of a year or less (issue 32, item 9)", async () => {
    const short = await add(sip(ASHA_ID, SCHEMES.ppfasFlexi, 3_000, 12));
    const cid = short.cart.collection_id as string;
    const threeYears = sip(ASHA_ID, SCHEMES.notHeld, 1_000, 12);
    threeYears.items[0].sip_installments = 36;
    const longer = await add(threeYears);
    const rec = await py(p.t, p.asha, 'POST', '/get_stepup_recommendation_for_whole_cart', { user_id: ASHA_ID, collection_id: cid });
    const offers = (rec.body.data as Data).recommendations as { item_id: string; years: number }[];
    expect(offers.map((o) => o.item_id)).not.toContain(short.item_ids[0]);
    expect(offers.find((o) => o.item_id === longer.item_ids[0])).toMatchObject({ years: 3 });
  });
});

describe('orders out of a folio', () => {
  it('refuses redeeming more units than the folio holds, and a switch across fund houses', async () => {
    const more = await py(p.t, p.asha, 'POST', '/', {
      user_id: ASHA_ID,
      cart_type: 'redemption',
      items: [{ scheme_code: SCHEMES.ppfasFlexi, folio_no: FOLIOS.ppfas, redeem_by: 'units', units: '99999999' }],
    });
    expect(more.res.status).toBe(400);
    expect(more.body.message).toMatch(/^You can redeem at most \d+\.\d{4} units from this folio$/);
    const across = await py(p.t, p.asha, 'POST', '/', {
      user_id: ASHA_ID,
      cart_type: 'switch',
      items: [{ scheme_code: SCHEMES.ppfasFlexi, folio_no: FOLIOS.ppfas, redeem_by: 'all', target_scheme_code: SCHEMES.hdfcBalanced }],
    });
    expect(across.res.status).toBe(400);
    expect(across.body.message).toBe('Switches and STPs stay within one fund house');
  });
});
