/** @jest-environment node */
// Booking a fixed deposit: who may, what the product refuses (exact messages), and the figures the FD calculator's
// rules give, checked against values worked by hand.
import type { KycPeople } from '../../support/kycApp';
import { ASHA_ID, VIKRAM_ID, booking, createFdPeople, fdCall, setAshaDob, setRahulMayTransact } from './fdsApp';

let p: KycPeople;
beforeAll(async () => {
  p = await createFdPeople();
}, 60_000); // logs four people in: slow on a busy machine
afterAll(async () => p?.t.handle.close());

describe('the catalogue', () => {
  it('lists the sandbox products to anyone, each marked sandbox with its senior rates', async () => {
    const { res, body } = await fdCall(p, null, 'GET', '/products');
    expect(res.status).toBe(200);
    const products = body.data as unknown as { id: string; issuer: string; sandbox: boolean; rates: { rate_bps: number; senior_rate_bps: number }[] }[];
    expect(products.map((x) => x.id).sort()).toEqual(['demo-finance-secure', 'example-capital-growth', 'sample-housing-plus']);
    for (const product of products) {
      expect(product.sandbox).toBe(true);
      expect(product.issuer).toMatch(/\(sandbox\)$/);
      for (const r of product.rates) expect(r.senior_rate_bps - r.rate_bps).toBeGreaterThanOrEqual(25);
    }
  });

  it('answers one product, and 404 for one not offered', async () => {
    const found = await fdCall(p, null, 'GET', '/product/sample-housing-plus');
    expect(found.body.data).toMatchObject({ issuer: 'Sample Housing Finance Ltd (sandbox)', payout_options: ['cumulative', 'quarterly', 'yearly'] });
    const missing = await fdCall(p, null, 'GET', '/product/no-such-fd');
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe('This fixed deposit is not offered');
  });
});

describe('who may book', () => {
  it('refuses a caller without a session', async () => {
    const { res } = await fdCall(p, null, 'POST', '/bookings', booking());
    expect(res.status).toBe(401);
  });

  it("refuses an expert who is not mapped to the investor, and another investor's booking list", async () => {
    expect((await fdCall(p, p.neha, 'POST', '/bookings', booking())).res.status).toBe(404);
    expect((await fdCall(p, p.vikram, 'GET', `/bookings/${ASHA_ID}`)).res.status).toBe(404);
  });

  it('refuses a mapped expert who may not transact, and books for a client once they may', async () => {
    await setRahulMayTransact(p, false);
    const refused = await fdCall(p, p.rahul, 'POST', '/bookings', booking());
    expect(refused.res.status).toBe(422);
    expect(refused.body.message).toBe('You cannot book deposits for this client until your ARN is validated');
    await setRahulMayTransact(p, true);
    const made = await fdCall(p, p.rahul, 'POST', '/bookings', booking());
    expect(made.res.status).toBe(201);
    expect(made.body.data).toMatchObject({ user_id: ASHA_ID, status: 'created' });
  });

  it('refuses an investor whose KYC is not done', async () => {
    const { res, body } = await fdCall(p, p.vikram, 'POST', '/bookings', booking({ user_id: VIKRAM_ID }));
    expect(res.status).toBe(400);
    expect(body.message).toBe('Complete your KYC to invest');
  });
});

describe('what the product refuses', () => {
  it.each([
    [{ amount_paise: 5_000_00 }, 'Minimum deposit in this FD is ₹10,000'],
    [{ amount_paise: 6_00_00_000_00 }, 'Maximum deposit in this FD is ₹5,00,00,000'],
    [{ amount_paise: 10_500_00 }, 'Amount must be in multiples of ₹1,000'],
    [{ tenure_months: 30 }, 'This FD is offered for 12, 18, 24, 36, 48 or 60 months'],
    [{ product_id: 'sample-housing-plus', amount_paise: 50_000_00, payout: 'monthly' }, 'This FD offers these payouts only: cumulative, quarterly or yearly'],
    [{ payout: 'weekly' }, 'Please choose how the interest is paid'],
    [{ amount_paise: 10_000_50 }, 'Amount must be in whole rupees'],
  ])('%j: 400 %s', async (change, message) => {
    const { res, body } = await fdCall(p, p.asha, 'POST', '/bookings', booking(change));
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('the figures', () => {
  afterEach(async () => setAshaDob(p, '1988-04-12'));

  it('compounds a cumulative deposit quarterly: ₹1,00,000 at 7.25 % for 12 months is ₹1,07,449.50', async () => {
    // 1,00,000 × (1 + 0.0725 / 4)^4 = 1,07,449.5019…
    const { res, body } = await fdCall(p, p.asha, 'POST', '/bookings', booking());
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ rate_bps: 725, senior: false, maturity_paise: 1_07_449_50, interest_paise: 7_449_50, payout_paise: null });
  });

  it('pays a broken quarter as banks do: ₹50,000 at 7.40 % for 18 months is ₹55,813.11', async () => {
    // 18 months = 6 whole quarters: 50,000 × (1 + 0.074 / 4)^6 = 55,813.1076…
    const { body } = await fdCall(p, p.asha, 'POST', '/quote', booking({ amount_paise: 50_000_00, tenure_months: 18 }));
    expect(body.data).toMatchObject({ figures: { rate_bps: 740, maturity_paise: 55_813_11, interest_paise: 5_813_11 } });
  });

  it('gives the senior rate to an investor of 60 or more: 7.50 % and ₹1,07,713.59', async () => {
    // 1,00,000 × (1 + 0.075 / 4)^4 = 1,07,713.5866…
    await setAshaDob(p, '1960-01-01');
    const { body } = await fdCall(p, p.asha, 'POST', '/bookings', booking());
    expect(body.data).toMatchObject({ rate_bps: 750, senior: true, maturity_paise: 1_07_713_59 });
  });

  it('pays monthly interest without compounding: ₹1,20,000 at 7.50 % for 24 months pays ₹750 a month', async () => {
    // 1,20,000 × 7.5 % ÷ 12 = 750 a month; 24 months × 750 = 18,000; the deposit alone comes back.
    const { body } = await fdCall(p, p.asha, 'POST', '/quote', booking({ amount_paise: 1_20_000_00, tenure_months: 24, payout: 'monthly' }));
    expect(body.data).toMatchObject({ figures: { payout_paise: 750_00, interest_paise: 18_000_00, maturity_paise: 1_20_000_00 } });
  });

  it("lists the investor's bookings newest first, to her advisor too", async () => {
    const { res, body } = await fdCall(p, p.rahul, 'GET', `/bookings/${ASHA_ID}`);
    expect(res.status).toBe(200);
    const rows = body.data as unknown as { product_name: string; created_at: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0].product_name).toBe('Demo Finance Secure Deposit');
    const times = rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
