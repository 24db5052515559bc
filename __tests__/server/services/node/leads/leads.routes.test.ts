// The guard in front of POST /node/user/leadsignup/product: the distributor form's rules and the per-address limit.
import { eq } from 'drizzle-orm';
import { leads } from '@/server/db/schema';
import { LEAD_LIMIT, TOO_MANY_LEADS } from '@/server/services/node/leads/leads.service';
import { DISTRIBUTOR_PRODUCT, LEAD_MESSAGES } from '@/utils/validation/lead';
import { type TestApp, createTestApp, json } from '../../../support/testApp';

let t: TestApp;
const previousTrust = process.env.TRUST_PROXY;
beforeAll(async () => {
  // app.request() has no socket: trust X-Forwarded-For so that each test can play a different address.
  process.env.TRUST_PROXY = '1';
  t = await createTestApp({ services: ['node'] });
});
afterAll(async () => {
  process.env.TRUST_PROXY = previousTrust;
  await t.handle.close();
});

let mobileSeq = 0;
function distributorLead(overrides: Record<string, unknown> = {}) {
  mobileSeq += 1;
  return {
    name: 'Meera Iyer',
    mobile_no: `98${String(10000000 + mobileSeq).slice(-8)}`,
    city: 'Pune',
    product: DISTRIBUTOR_PRODUCT,
    source: 'mutual-fund-distributor',
    data: { stage: 'preparing_nism', consent: true },
    ...overrides,
  };
}

function post(body: unknown, address = '203.0.113.10') {
  return t.app.request('/node/user/leadsignup/product', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

describe('distributor enquiries', () => {
  it('stores a valid enquiry with its stage and a hashed address, never the raw address', async () => {
    const res = await post(distributorLead(), '203.0.113.20');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.status).toBe('success');
    const [row] = await t.handle.db.select().from(leads).where(eq(leads.id, String(body.data?.id)));
    expect(row).toMatchObject({ name: 'Meera Iyer', city: 'Pune', product: DISTRIBUTOR_PRODUCT });
    expect(row.data).toMatchObject({ stage: 'preparing_nism', consent: true });
    expect(String(row.data.address_key)).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.20');
  });

  it.each([
    ['a single-word name', { name: 'Meera' }, 'Please enter your fullname'],
    ['no name', { name: '' }, 'Name cannot be empty'],
    ['a short number', { mobile_no: '98765' }, 'Not a valid number'],
    ['a number starting with 5', { mobile_no: '5876543210' }, 'Not a valid number'],
    ['no city', { city: '   ' }, LEAD_MESSAGES.cityEmpty],
    ['no consent', { data: { consent: false } }, LEAD_MESSAGES.consentMissing],
  ])('refuses %s with the form message', async (_name, overrides, message) => {
    const res = await post(distributorLead(overrides), '203.0.113.30');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
  });

  it('leaves other products to the generic lead rules', async () => {
    const res = await post({ mobile_no: '9876500001', product: 'health-insurance' }, '203.0.113.40');
    expect(res.status).toBe(200);
  });
});

describe('per-address limit', () => {
  it(`accepts ${LEAD_LIMIT} enquiries an hour from one address, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < LEAD_LIMIT; i++) expect((await post(distributorLead(), '198.51.100.7')).status).toBe(200);
    const refused = await post(distributorLead(), '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await json(refused)).toMatchObject({ status: 'failed', message: TOO_MANY_LEADS });
    // Another address is not affected.
    expect((await post(distributorLead(), '198.51.100.8')).status).toBe(200);
  });

  it(`stores at most ${LEAD_LIMIT} of ten posts sent at once from one address`, async () => {
    const address = '198.51.100.70';
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => post(distributorLead(), address)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LEAD_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - LEAD_LIMIT);
  });

  it('cannot be reset by a forged X-Forwarded-For: the address the web app appended counts', async () => {
    // What Next's rewrite sends: the client's own header value, then the peer it really saw; the backend's
    // direct peer is the web app on loopback.
    const viaWebApp = (forged: string) =>
      t.app.request(
        '/node/user/leadsignup/product',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, 198.51.100.60` },
          body: JSON.stringify(distributorLead()),
        },
        { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 5000, remoteFamily: 'IPv4' } } },
      );
    const statuses = [];
    for (let i = 0; i < LEAD_LIMIT + 1; i++) statuses.push((await viaWebApp('203.0.113.7')).status);
    expect(statuses).toEqual([...Array(LEAD_LIMIT).fill(200), 429]);
    expect((await viaWebApp('203.0.113.8')).status).toBe(429);
  });

  it('does not count refused forms, and ignores an address key sent in the body', async () => {
    for (let i = 0; i < LEAD_LIMIT + 2; i++) await post(distributorLead({ city: '' }), '198.51.100.9');
    const spoof = distributorLead({ data: { consent: true, address_key: 'someone-else' } });
    const res = await post(spoof, '198.51.100.9');
    expect(res.status).toBe(200);
    const [row] = await t.handle.db.select().from(leads).where(eq(leads.id, String((await json(res)).data?.id)));
    expect(row.data.address_key).not.toBe('someone-else');
  });
});
