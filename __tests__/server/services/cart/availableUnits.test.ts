// Units still free to sell (issue 31, item 7): a redemption, switch, STP or SWP draws only on the units that no other
// open cart item or unfinished order already takes, on add and again at checkout; a switch needs another scheme.
import { ASHA_ID, type CartPeople, FOLIOS, SCHEMES, createCartPeople, node, py, ref } from '../../support/cartApp';
import { confirmCheckout, post, putInCart } from '../../support/ordersApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

const NONE_FREE = 'No units of this folio are free to sell: they are all in orders or carts not yet completed';
const clear = async () => {
  for (const cartType of ['redemption', 'switch', 'swp']) await node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: cartType });
};
const redeemAll = (folio: string, schemeCode: number, clientRef = ref()) => ({
  user_id: ASHA_ID,
  cart_type: 'redemption',
  items: [{ scheme_code: schemeCode, folio_no: folio, redeem_by: 'all', client_ref: clientRef }],
});

describe('on add', () => {
  beforeEach(clear);

  it('refuses a second "redeem all" of the same units, in the same cart or another, and keeps a repeated click at one', async () => {
    const key = ref();
    expect((await py(p.t, p.asha, 'POST', '/', redeemAll(FOLIOS.ppfas, SCHEMES.ppfasFlexi, key))).res.status).toBe(201);
    // The same click sent again is the same item, not a second sale.
    expect((await py(p.t, p.asha, 'POST', '/', redeemAll(FOLIOS.ppfas, SCHEMES.ppfasFlexi, key))).res.status).toBe(201);

    const again = await py(p.t, p.asha, 'POST', '/', redeemAll(FOLIOS.ppfas, SCHEMES.ppfasFlexi));
    expect(again.res.status).toBe(400);
    expect(again.body.message).toBe(NONE_FREE);

    const elsewhere = await py(p.t, p.asha, 'POST', '/', {
      ...redeemAll(FOLIOS.ppfas, SCHEMES.ppfasFlexi),
      cart_type: 'swp',
      items: [{ scheme_code: SCHEMES.ppfasFlexi, folio_no: FOLIOS.ppfas, amount_paise: 1_000_00, sip_day: 5, sip_installments: 6, client_ref: ref() }],
    });
    expect(elsewhere.res.status).toBe(400);
    expect(elsewhere.body.errors).toContainEqual({ path: 'items.0', message: NONE_FREE });
  });

  it('names the units left free when a sale asks for more, and lets "all units" take just those', async () => {
    const one = () => ({ scheme_code: SCHEMES.hdfcBalanced, folio_no: FOLIOS.hdfc, redeem_by: 'units', units: '1.0000', client_ref: ref() });
    const all = () => ({ scheme_code: SCHEMES.hdfcBalanced, folio_no: FOLIOS.hdfc, redeem_by: 'all', client_ref: ref() });
    const add = (items: unknown[]) => py(p.t, p.asha, 'POST', '/', { user_id: ASHA_ID, cart_type: 'redemption', items });
    expect((await add([one()])).res.status).toBe(201);
    const held = (await add([{ ...all(), redeem_by: 'units', units: '99999999.0000' }])).body.message as string;
    const free = /^Only (\d+\.\d{4}) units of this folio are free to sell; the rest are in orders or carts not yet completed$/.exec(held);
    expect(free).not.toBeNull();
    // Exactly the free units go; one ten-thousandth more does not.
    const over = (BigInt(free![1].replace('.', '')) + 1n).toString().replace(/(\d{4})$/, '.$1');
    expect((await add([{ ...one(), units: over }])).body.message).toBe(held);
    // One add with two: the earlier item is pending for the later, which takes the rest ("all" = what is free).
    expect((await add([one(), all()])).res.status).toBe(201);
    expect((await add([one()])).body.message).toBe(NONE_FREE);
  });

  it('refuses a switch into the scheme it comes from', async () => {
    const res = await py(p.t, p.asha, 'POST', '/', {
      user_id: ASHA_ID,
      cart_type: 'switch',
      items: [{ scheme_code: SCHEMES.ppfasFlexi, target_scheme_code: SCHEMES.ppfasFlexi, folio_no: FOLIOS.ppfas, redeem_by: 'all', client_ref: ref() }],
    });
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe('Choose a different scheme to switch into');
  });
});

describe('at checkout', () => {
  beforeAll(clear);

  it('refuses a "redeem all" whose units an order placed earlier already takes', async () => {
    const { db } = p.t.handle;
    const item = { schemeCode: SCHEMES.axisLiquid, folioNo: FOLIOS.axis, redeemBy: 'all' as const };
    const first = await putInCart(db, ASHA_ID, 'redemption', [item]);
    const placed = await confirmCheckout(p.t, p.asha, ASHA_ID, { session_id: first.sessionId });
    expect(placed.orders[0].status).toBe('placed');

    // Put in straight (as an older cart would be): the checkout checks again against the placed order.
    const second = await putInCart(db, ASHA_ID, 'redemption', [item]);
    const res = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, session_id: second.sessionId });
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe(NONE_FREE);
  });
});
