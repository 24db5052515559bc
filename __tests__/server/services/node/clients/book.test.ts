// The advisor's client book and a client's selection through the real app over the seeded demo: search, sort,
// paging, the figures against the stored positions and SIPs, and who may not see them.
import { and, count, eq } from 'drizzle-orm';
import { clientPositions, expertClients, kycRecords, sips } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { ASHA_ID, type PortfolioPeople, as, createPortfolioPeople } from '../../../support/portfolioApp';
import { RAHUL } from '../../../support/loginApp';

jest.setTimeout(120_000);

type Row = { user_id: string; name: string; mobile_no: string; pan_last4: string | null; kyc_status: string; aum_paise: number; sip_count: number; added_at: string };
type Page = { items: Row[]; total: number; page: number; size: number };

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

const get = (path: string, session = p.rahul) => p.t.app.request(`/node/clients${path}`, { headers: as(session) });

async function book(query: string): Promise<Page> {
  const res = await get(`/book?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
}

const sortedDesc = (xs: number[]) => [...xs].sort((a, b) => b - a);

describe('GET /node/clients/book', () => {
  it('finds clients by a part of the name, the mobile, or the last four of the PAN', async () => {
    const byName = await book('q=asha');
    expect(byName.items.map((i) => i.user_id)).toContain(ASHA_ID);
    expect(byName.items.every((i) => i.name.toLowerCase().includes('asha'))).toBe(true);
    expect((await book('q=9000000001')).items.map((i) => i.user_id)).toEqual([ASHA_ID]);
    const [kyc] = await p.t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
    const byPan = await book(`q=${kyc.pancardNo!.slice(-4)}`);
    expect(byPan.items.find((i) => i.user_id === ASHA_ID)).toMatchObject({ pan_last4: kyc.pancardNo!.slice(-4), kyc_status: kyc.kycStatus });
    expect((await book('q=nobody-by-this-name')).total).toBe(0);
  });

  it("gives each client's AUM from the stored positions and their active SIP count", async () => {
    const asha = (await book('q=9000000001')).items[0];
    const [position] = await p.t.handle.db.select().from(clientPositions).where(eq(clientPositions.userId, ASHA_ID));
    expect(asha.aum_paise).toBe(position.currentValuePaise);
    expect(asha.aum_paise).toBeGreaterThan(0);
    const [{ n }] = await p.t.handle.db.select({ n: count() }).from(sips).where(and(eq(sips.userId, ASHA_ID), eq(sips.status, 'active')));
    expect(asha.sip_count).toBe(n);
  });

  it('sorts by AUM, SIPs and name both ways', async () => {
    const aumDesc = (await book('sort=aum&size=100')).items.map((i) => i.aum_paise);
    expect(aumDesc).toEqual(sortedDesc(aumDesc));
    expect(new Set(aumDesc).size).toBeGreaterThan(1);
    const aumAsc = (await book('sort=aum&order=asc&size=100')).items.map((i) => i.aum_paise);
    expect(aumAsc).toEqual([...aumAsc].sort((a, b) => a - b));
    const sipCounts = (await book('sort=sips&size=100')).items.map((i) => i.sip_count);
    expect(sipCounts).toEqual(sortedDesc(sipCounts));
    const names = (await book('sort=name&size=100')).items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const namesDesc = (await book('sort=name&order=desc&size=100')).items.map((i) => i.name.toLowerCase());
    expect(namesDesc).toEqual([...names].reverse());
  });

  it('pages through every mapped client once, and past the end answers the total with no rows', async () => {
    const [{ n }] = await p.t.handle.db.select({ n: count() }).from(expertClients).where(eq(expertClients.expertId, expertId(RAHUL)));
    const first = await book('size=10');
    expect(first).toMatchObject({ total: n, page: 1, size: 10 });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(n / 10); page += 1) seen.push(...(await book(`size=10&page=${page}`)).items.map((i) => i.user_id));
    expect(new Set(seen).size).toBe(n);
    expect(await book('size=10&page=99')).toMatchObject({ items: [], total: n });
    // A search past its last page still answers how many clients match.
    const nine = await book('q=9&size=10');
    expect(nine.total).toBeGreaterThan(0);
    expect(await book(`q=9&size=10&page=${Math.ceil(nine.total / 10) + 1}`)).toMatchObject({ items: [], total: nine.total });
  });

  it('refuses bad queries, investors, and shows an unmapped advisor none of these clients', async () => {
    expect((await get('/book?size=500')).status).toBe(400);
    expect((await get('/book?sort=pan')).status).toBe(400);
    expect((await get('/book?q=as%00ha')).status).toBe(400);
    expect((await get('/book', p.asha)).status).toBe(403);
    const neha = await get('/book', p.neha);
    expect(((await neha.json()) as { data: Page }).data.total).toBe(0);
    expect((await p.t.app.request('/node/clients/book')).status).toBe(401);
  });
});

describe('GET /node/clients/{user_id}/selection', () => {
  it("gives the mapped advisor what the session keys hold", async () => {
    const res = await get(`/${ASHA_ID}/selection`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    const [kyc] = await p.t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
    expect(data).toMatchObject({
      user_id: ASHA_ID,
      mobile_no: '9000000001',
      kyc_id: kyc.id,
      kyc_status: kyc.kycStatus,
      kyc_verified: kyc.kycStatus === 'verified',
      pan: kyc.pancardNo,
    });
    expect(data.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('is 403 for an advisor not mapped to the client, for an investor, and for an id that is no client', async () => {
    expect((await get(`/${ASHA_ID}/selection`, p.neha)).status).toBe(404);
    expect((await get(`/${ASHA_ID}/selection`, p.asha)).status).toBe(403);
    expect((await get('/not-a-uuid/selection')).status).toBe(404);
  });
});
