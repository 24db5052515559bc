// CAS import through the real app: the sample statement with Asha's PAN imported as external folios, a second
// import of it adding nothing, and a foreign, malformed or unauthorized upload writing nothing at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { folios, holdings, kycRecords, transactions } from '@/server/db/schema';
import type { Session } from '../../../support/loginApp';
import { ASHA_ID, type PortfolioPeople, as, createPortfolioPeople, getAs } from '../../../support/portfolioApp';

jest.setTimeout(120_000);

const SAMPLE = readFileSync(path.join(__dirname, '../../../../../e2e/fixtures/cas-sample.csv'), 'utf8');
const SAMPLE_JSON = readFileSync(path.join(__dirname, '../../../../../e2e/fixtures/cas-sample.json'), 'utf8');
const OTHER_PAN = 'ZZZZZ9999Z';

let p: PortfolioPeople;
let pan: string;
beforeAll(async () => {
  p = await createPortfolioPeople();
  const [kyc] = await p.t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
  pan = kyc.pancardNo!;
});
afterAll(async () => p?.t.handle.close());

async function upload(text: string, session: Session = p.asha, userId = ASHA_ID, name = 'cas.csv') {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/csv' }));
  const res = await p.t.app.request(`/node/portfolio/external/import/${userId}`, { method: 'POST', body: form, headers: as(session) });
  return { res, body: (await res.json()) as { message?: string; data: { imported: Record<string, number>; external: { scheme_code: number; units: string }[] } } };
}

async function externalRows() {
  const db = p.t.handle.db;
  const [f] = await db.select({ n: count() }).from(folios).where(eq(folios.source, 'external'));
  const [t] = await db.select({ n: count() }).from(transactions).innerJoin(folios, eq(folios.id, transactions.folioId)).where(eq(folios.source, 'external'));
  const [h] = await db.select({ n: count() }).from(holdings).innerJoin(folios, eq(folios.id, holdings.folioId)).where(eq(folios.source, 'external'));
  return { folios: f.n, transactions: t.n, holdings: h.n };
}

// Stamp-duty rows are kept on the purchase they were paid with, not as rows of their own.
const dataLines = SAMPLE.trim().split(/\r?\n/).slice(1).filter((line) => !line.includes(',stamp_duty,')).length;

describe('POST /node/portfolio/external/import/{userId}', () => {
  it('refuses a statement of another PAN and writes nothing', async () => {
    const { res, body } = await upload(SAMPLE.replaceAll('{{PAN}}', OTHER_PAN));
    expect(res.status).toBe(400);
    expect(body.message).toBe('This statement belongs to another investor');
    expect(await externalRows()).toEqual({ folios: 0, transactions: 0, holdings: 0 });
  });

  it('refuses a malformed file with the line at fault and writes nothing', async () => {
    const broken = SAMPLE.replaceAll('{{PAN}}', pan).replace(',sip,', ',purchse,');
    const { res, body } = await upload(broken);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(/^This file is not a statement we can read: line \d+/);
    expect((await upload('not,a,statement\n1,2,3')).res.status).toBe(400);
    expect(await externalRows()).toEqual({ folios: 0, transactions: 0, holdings: 0 });
  });

  it('refuses an investor who is not the caller (403) and a request without a file (400)', async () => {
    expect((await upload(SAMPLE.replaceAll('{{PAN}}', pan), p.neha)).res.status).toBe(404);
    expect((await upload(SAMPLE.replaceAll('{{PAN}}', pan), p.vikram)).res.status).toBe(404);
    const res = await p.t.app.request(`/node/portfolio/external/import/${ASHA_ID}`, { method: 'POST', body: new FormData(), headers: as(p.asha) });
    expect(res.status).toBe(400);
    expect(await externalRows()).toEqual({ folios: 0, transactions: 0, holdings: 0 });
  });

  it('imports the statement as external folios, holdings and transactions, shown in the external section', async () => {
    const { res, body } = await upload(SAMPLE.replaceAll('{{PAN}}', pan));
    expect(res.status).toBe(200);
    expect(body.data.imported.transactions).toBe(dataLines);
    const rows = await externalRows();
    expect(rows.transactions).toBe(dataLines);
    expect(rows.folios).toBe(body.data.imported.folios);
    expect(body.data.external.length).toBeGreaterThan(0);
    const summary = await getAs(p.t, p.asha, `/summary/${ASHA_ID}`);
    const { data } = (await summary.json()) as { data: { external: unknown[]; summary: { external_summary: { current_value_paise: number } } } };
    expect(data.external).toEqual(body.data.external);
    expect(data.summary.external_summary.current_value_paise).toBeGreaterThan(0);
  });

  it('adds nothing when the same statement comes again, in either layout', async () => {
    const before = await externalRows();
    const again = await upload(SAMPLE.replaceAll('{{PAN}}', pan));
    expect(again.res.status).toBe(200);
    expect(again.body.data.imported.transactions).toBe(0);
    expect(await externalRows()).toEqual(before);
    const json = await upload(SAMPLE_JSON.replaceAll('{{PAN}}', pan), p.asha, ASHA_ID, 'cas.json');
    expect(json.res.status).toBe(200);
    expect(json.body.data.imported.transactions).toBe(0);
    expect(await externalRows()).toEqual(before);
  });
});
