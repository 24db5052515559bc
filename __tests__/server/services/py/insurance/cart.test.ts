import { eq } from 'drizzle-orm';
import { expertClients, healthInsuranceCarts, healthInsuranceDrafts } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { INSURANCE_NOT_ALLOWED } from '@/server/services/py/insurance/cart.service';
import { call } from '../../../support/loginApp';
import { as } from '../../../support/kycApp';
import { ASHA_ID, NEHA, type InsurancePeople, VIKRAM_ID, cartBody, createInsurancePeople, dobAgo, insurance, postCart, quote } from '../../../support/insuranceApp';
import { TEST_INSURANCE_KEY } from '../../../support/testApp';

let p: InsurancePeople;
beforeAll(async () => {
  p = await createInsurancePeople();
}, 60_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const cartsOf = (userId: string) => p.t.handle.db.select().from(healthInsuranceCarts).where(eq(healthInsuranceCarts.userUuid, userId));

/** The server's own yearly floater price of the default body, as the quote shows it. */
async function quotedFloater(): Promise<Data> {
  const b = cartBody(p.t);
  const { body } = await quote(p.t, { members: b.insurance_holder_details, city: b.city, cover_amount: b.insurance_cover_amount });
  return (body.data as Data).plans.find((plan: Data) => plan.plan_id === b.plan_id);
}

describe('POST /py/cart/v1/insurance: the gate', () => {
  it('needs JSON (415) and the web app’s key (401), and stores nothing without them', async () => {
    const before = (await cartsOf(VIKRAM_ID)).length;
    const text = await p.t.app.request('/py/cart/v1/insurance', {
      method: 'POST',
      headers: { ...as(p.vikram), 'content-type': 'text/plain', 'x-api-key': TEST_INSURANCE_KEY },
      body: JSON.stringify(cartBody(p.t)),
    });
    expect(text.status).toBe(415);
    expect((await postCart(p.t, p.vikram, cartBody(p.t), {})).res.status).toBe(401);
    const wrong = await postCart(p.t, p.vikram, cartBody(p.t), { 'x-api-key': 'not-the-key' });
    expect(wrong.res.status).toBe(401);
    expect(wrong.body.message).toBe('A valid api key is required');
    expect((await call(p.t, 'POST', '/py/cart/v1/insurance', cartBody(p.t), { 'x-api-key': TEST_INSURANCE_KEY })).res.status).toBe(401);
    expect(await cartsOf(VIKRAM_ID)).toHaveLength(before);
  });
});

describe('POST /py/cart/v1/insurance: an investor’s own cart', () => {
  it('prices on the server, stores the spec’s fields and links to the insurer’s payment page', async () => {
    const plan = await quotedFloater();
    const { res, body } = await postCart(p.t, p.vikram, cartBody(p.t, { premium: plan.floater.yearly_premium, premiums: plan.payment_options.floater }));
    expect(res.status).toBe(201);
    const data = body.data as Data;
    expect(data).toMatchObject({ cart_status: 'created', premium: plan.floater.yearly_premium, sandbox: true });
    expect(data.cart_link).toMatch(/^\/api\/py\/insurance\/pay\/HIP[0-9A-F]{16}$/);
    const [row] = (await cartsOf(VIKRAM_ID)).filter((r) => r.id === data.cart_id);
    expect(row).toMatchObject({
      cartType: 'purchase',
      productType: 'health_insurance',
      createdBy: 'user',
      updatedBy: 'user',
      expertUuid: null,
      planId: 'suraksha-supreme',
      coverType: 'floater',
      paymentOption: 'yearly',
      premiumPaise: plan.floater.yearly_premium * 100,
      insuranceCoverAmountPaise: 1_000_000 * 100,
      insuranceSkew: { sum_insured: '10L', A: 2, C: 2 },
      noOfAdults: '2',
      noOfChildren: '2',
      companyInfo: { display_name: 'Suraksha Health (sandbox)', insurance_provider: 'suraksha', logo: expect.any(String) },
    });
    expect(row.insuranceHolderDetails).toHaveLength(4);
  });

  it('charges the chosen option’s instalment now', async () => {
    const plan = await quotedFloater();
    const monthly = plan.payment_options.floater.find((o: Data) => o.option === 'monthly');
    const { res, body } = await postCart(p.t, p.vikram, cartBody(p.t, { payment_option: 'monthly' }));
    expect(res.status).toBe(201);
    expect((body.data as Data).premium).toBe(monthly.instalment_amount);
  });

  it('refuses a tampered premium with 409 and the real price, storing nothing', async () => {
    const plan = await quotedFloater();
    const before = (await cartsOf(VIKRAM_ID)).length;
    const real = plan.floater.yearly_premium;
    const tampered = [
      cartBody(p.t, { premium: 1 }),
      cartBody(p.t, { premiums: plan.payment_options.floater.map((o: Data) => (o.option === 'yearly' ? { ...o, total_amount: 1 } : o)) }),
    ];
    for (const b of tampered) {
      const { res, body } = await postCart(p.t, p.vikram, b);
      expect(res.status).toBe(409);
      expect(body.message).toBe(`The premium has changed to ₹${real.toLocaleString('en-IN')}; review the quote and try again`);
    }
    expect(await cartsOf(VIKRAM_ID)).toHaveLength(before);
  });

  it('refuses a cover the plan does not offer, the age rules’ members and a minor nominee without a guardian', async () => {
    const noCover = await postCart(p.t, p.vikram, cartBody(p.t, { plan_id: 'suraksha-essential', insurance_cover_amount: 2_500_000 }));
    expect(noCover.res.status).toBe(400);
    expect(noCover.body.message).toBe('This plan does not offer a cover of ₹25,00,000');
    const members = cartBody(p.t).insurance_holder_details;
    const oldChild = await postCart(p.t, p.vikram, cartBody(p.t, { insurance_holder_details: [members[0], { ...members[2], dob: dobAgo(p.t, { years: 26 }) }] }));
    expect(oldChild.res.status).toBe(400);
    expect(oldChild.body.errors).toEqual([{ path: 'insurance_holder_details.1.dob', message: "Child's age must be between 90 days and 25 years" }]);
    const minor = { nominee_name: 'Kabir Verma', nominee_dob: dobAgo(p.t, { years: 10 }), nominee_relation: 'son' };
    const noGuardian = await postCart(p.t, p.vikram, cartBody(p.t, { insurance_nominee_details: minor }));
    expect(noGuardian.res.status).toBe(400);
    expect(noGuardian.body.message).toBe('A minor nominee needs a guardian (appointee)');
    const withGuardian = await postCart(p.t, p.vikram, cartBody(p.t, { insurance_nominee_details: { ...minor, appointee_name: 'Rohit Verma' } }));
    expect(withGuardian.res.status).toBe(201);
  });

  it('is the investor’s own: another investor and an unmapped advisor get 404', async () => {
    expect((await postCart(p.t, p.vikram, cartBody(p.t, { user_uuid: ASHA_ID }))).res.status).toBe(404);
    expect((await postCart(p.t, p.neha, cartBody(p.t, { user_uuid: ASHA_ID }))).res.status).toBe(404);
    expect((await insurance(p.t, p.vikram, 'GET', `/policies?user_id=${ASHA_ID}`)).res.status).toBe(404);
    expect((await insurance(p.t, p.neha, 'GET', `/policies?user_id=${ASHA_ID}`)).res.status).toBe(404);
  });
});

describe('the insurer’s payment page and callback', () => {
  async function newCart(): Promise<{ id: string; ref: string }> {
    const { body } = await postCart(p.t, p.vikram, cartBody(p.t));
    const data = body.data as Data;
    return { id: data.cart_id, ref: data.cart_link.split('/').pop() };
  }
  const page = (ref: string) => p.t.app.request(`/py/insurance/pay/${ref}`);
  const formOf = (html: string, label: string) => {
    const form = html.split('<form').find((f) => f.includes(`>${label}</button>`)) ?? '';
    return Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  };
  const post = (fields: Record<string, string>) =>
    p.t.app.request('/py/insurance/callback', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  it('fails, then pays on the same page: the cart is paid with a policy number and shows among the policies', async () => {
    const { id, ref } = await newCart();
    const first = await page(ref);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await first.text();
    expect(html).toContain('Sandbox');
    const failed = await post(formOf(html, 'Fail the payment'));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`/health_insurance?payment_failed=${id}`);
    const listed = await insurance(p.t, p.vikram, 'GET', '/policies');
    expect((listed.body.data as unknown as Data[]).find((x) => x.id === id)).toMatchObject({ cart_status: 'payment_failed', payment_url: `/api/py/insurance/pay/${ref}` });
    const again = await page(ref);
    const paid = await post(formOf(await again.text(), 'Pay'));
    expect(paid.headers.get('location')).toBe(`/health_insurance?paid=${id}`);
    const [row] = (await cartsOf(VIKRAM_ID)).filter((r) => r.id === id);
    expect(row.cartStatus).toBe('paid');
    expect(row.policyNumber).toMatch(/^ZFH-\d{4}-\d{8}$/);
    // A late failure (the first page's button) changes nothing.
    await post(formOf(html, 'Fail the payment'));
    const { body } = await insurance(p.t, p.vikram, 'GET', '/policies');
    const policy = (body.data as unknown as Data[]).find((x) => x.id === id);
    expect(policy).toMatchObject({ cart_status: 'paid', policy_number: row.policyNumber, plan_name: 'Suraksha Supreme', cover_amount: 1_000_000, advisor: null });
    expect(policy?.paid_at).toEqual(expect.any(String));
    expect(policy?.payment_url).toBeNull();
  });

  it('refuses a forged or altered callback and changes nothing', async () => {
    const { id, ref } = await newCart();
    const fields = formOf(await (await page(ref)).text(), 'Fail the payment');
    const altered = await post({ ...fields, outcome: 'success' });
    expect(altered.status).toBe(403);
    const forged = await call(p.t, 'POST', '/py/insurance/callback', { subject: 'payment', id: ref, outcome: 'success', nonce: 'abcdefghij', signature: 'x'.repeat(43) });
    expect(forged.res.status).toBe(403);
    expect(forged.body.message).toBe('The callback signature is not valid');
    const [row] = (await cartsOf(VIKRAM_ID)).filter((r) => r.id === id);
    expect(row.cartStatus).toBe('created');
    expect(row.policyNumber).toBeNull();
  });
});

describe('the draft', () => {
  const draft = { clientName: 'Vikram Rao', clientDob: '01/01/1990', children: [{ name: 'Ira Rao', dob: '02/02/2018' }], payment_option: 'yearly' };

  it('round-trips, is last-write-wins, is cleared by a cart and refuses markup and unknown fields', async () => {
    expect((await insurance(p.t, p.vikram, 'GET', '/draft')).body.data).toEqual({ draft: null });
    const saved = await insurance(p.t, p.vikram, 'PUT', '/draft', { draft });
    expect(saved.res.status).toBe(200);
    await insurance(p.t, p.vikram, 'PUT', '/draft', { draft: { ...draft, clientName: 'Vikram S Rao' } });
    const read = await insurance(p.t, p.vikram, 'GET', '/draft');
    expect((read.body.data as Data).draft).toEqual({ ...draft, clientName: 'Vikram S Rao' });
    expect((await insurance(p.t, p.vikram, 'PUT', '/draft', { draft: { clientName: '<script>' } })).res.status).toBe(400);
    expect((await insurance(p.t, p.vikram, 'PUT', '/draft', { draft: { password: 'x' } })).res.status).toBe(400);
    expect((await postCart(p.t, p.vikram, cartBody(p.t))).res.status).toBe(201);
    expect((await insurance(p.t, p.vikram, 'GET', '/draft')).body.data).toEqual({ draft: null });
  });

  it('is kept per advisor and client, and refused to anyone else', async () => {
    const mine = await insurance(p.t, p.rahul, 'PUT', '/draft', { user_id: ASHA_ID, draft });
    expect(mine.res.status).toBe(200);
    const rows = await p.t.handle.db.select().from(healthInsuranceDrafts).where(eq(healthInsuranceDrafts.forUserId, ASHA_ID));
    expect(rows).toHaveLength(1);
    expect(rows[0].expertId).not.toBeNull();
    // Asha's own draft is hers, apart from the one her advisor fills.
    expect((await insurance(p.t, p.asha, 'GET', '/draft')).body.data).toEqual({ draft: null });
    for (const [who, method] of [[p.neha, 'GET'], [p.vikram, 'GET'], [p.neha, 'DELETE']] as const) {
      expect((await insurance(p.t, who, method, `/draft?user_id=${ASHA_ID}`)).res.status).toBe(404);
    }
    expect((await insurance(p.t, p.neha, 'PUT', '/draft', { user_id: ASHA_ID, draft })).res.status).toBe(404);
    expect((await insurance(p.t, null, 'GET', '/draft')).res.status).toBe(401);
    expect((await insurance(p.t, p.rahul, 'DELETE', `/draft?user_id=${ASHA_ID}`)).body.data).toEqual({ deleted: true });
    expect((await insurance(p.t, p.rahul, 'GET', `/draft?user_id=${ASHA_ID}`)).body.data).toEqual({ draft: null });
  });
});

describe('POST /py/cart/v1/insurance: an advisor whose ARN is pending', () => {
  it('is refused a cart for his own client (422 with the rule), and nothing is stored or texted', async () => {
    // Vikram becomes Neha's client for this test: she may read his records, not act on them.
    await p.t.handle.db.insert(expertClients).values({ expertId: expertId(NEHA), userId: VIKRAM_ID }).onConflictDoNothing();
    const before = (await cartsOf(VIKRAM_ID)).length;
    const { res, body } = await postCart(p.t, p.neha, cartBody(p.t, { user_uuid: VIKRAM_ID }));
    expect(res.status).toBe(422);
    expect(body.message).toBe(INSURANCE_NOT_ALLOWED);
    expect(await cartsOf(VIKRAM_ID)).toHaveLength(before);
  });
});
