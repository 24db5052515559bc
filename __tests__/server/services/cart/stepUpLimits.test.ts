// Step-ups within limits (issue 31, item 8): the instalment a step-up reaches stays within the SIP's mandate and the
// fund's largest instalment; a cancelled SIP takes none; amounts are digits, never "1e5".
import { eq } from 'drizzle-orm';
import { sips } from '@/server/db/schema';
import { ASHA_ID, type CartPeople, SCHEMES, createCartPeople, node, py, ref } from '../../support/cartApp';
import { as } from '../../support/kycApp';

let p: CartPeople;
beforeAll(async () => {
  p = await createCartPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

async function ashaSip() {
  const [sip] = await p.t.handle.db.select().from(sips).where(eq(sips.userId, ASHA_ID)).limit(1);
  // Running and open-ended on no mandate: the largest any mandate covers (₹1 crore) is its ceiling.
  await p.t.handle.db.update(sips).set({ status: 'active', endDate: null, mandateId: null, amountPaise: 5_000_00 }).where(eq(sips.id, sip.id));
  return sip;
}
const stepUp = (sip: { id: string; schemeCode: number }, fields: Record<string, number>) => ({
  user_id: ASHA_ID,
  cart_type: 'new_stepup',
  items: [{ scheme_code: sip.schemeCode, sip_id: sip.id, step_up_frequency: 'yearly', client_ref: ref(), ...fields }],
});

describe('a step-up of a running SIP', () => {
  beforeEach(() => node(p.t, p.asha, 'POST', '/deleteCartsByCartType', { user_id: ASHA_ID, cart_type: 'new_stepup' }));

  it('is refused when it carries the instalment past ₹1 crore, naming the year', async () => {
    const sip = await ashaSip();
    const res = await py(p.t, p.asha, 'POST', '/', stepUp(sip, { step_up_amount_paise: 99_99_999_00 }));
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe('With this step-up the instalment reaches ₹9,00,04,991 in year 10; its mandate covers instalments up to ₹1,00,00,000');
    expect((await py(p.t, p.asha, 'POST', '/', stepUp(sip, { step_up_amount_paise: 1_000_00 }))).res.status).toBe(201);
  });

  it('is refused on a cancelled SIP', async () => {
    const sip = await ashaSip();
    await p.t.handle.db.update(sips).set({ status: 'cancelled' }).where(eq(sips.id, sip.id));
    const res = await py(p.t, p.asha, 'POST', '/', stepUp(sip, { step_up_percent: 10 }));
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe('This SIP is cancelled, so it cannot be stepped up');
  });
});

describe('amounts in digits only', () => {
  it('refuses "1e5" as text and 1e5 written as a JSON number, with a message', async () => {
    const text = await py(p.t, p.asha, 'POST', '/', {
      user_id: ASHA_ID,
      cart_type: 'purchase_lumpsum',
      items: [{ scheme_code: SCHEMES.notHeld, amount_paise: '1e5', client_ref: ref() }],
    });
    expect(text.res.status).toBe(400);
    expect(text.body.message).toBe('Enter the amount in digits only, like 5000');

    const raw = `{"user_id":"${ASHA_ID}","cart_type":"purchase_lumpsum","items":[{"scheme_code":${SCHEMES.notHeld},"amount_paise":1e7,"client_ref":"${ref()}"}]}`;
    for (const path of ['/py/cart/v1/cashier/', '/node/cart/add/cartdetails']) {
      const res = await p.t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...as(p.asha) }, body: raw });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Write numbers in digits only: amounts like 1e5 are not taken');
    }
  });
});
