// GET /market/sitemap and /market/sitemap/funds: every fund page at /mutual-funds/{slug}, in files of `limit`.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { funds } from '@/server/db/schema/market';
import { createTestDb } from '@/server/db/testing';
import { type TestApp, createTestApp } from '../../support/testApp';

jest.setTimeout(120_000);

let handle: DbHandle;
let t: TestApp;

const FUNDS = [
  { schemeCode: 122639, name: 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth', slug: 'parag-parikh-flexi-cap-fund-regular-plan-growth' },
  { schemeCode: 122640, name: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth', slug: 'parag-parikh-flexi-cap-fund-direct-plan-growth' },
  { schemeCode: 100001, name: 'Old Scheme & Sons Fund - Growth', slug: 'old-scheme-sons-fund-growth' },
  { schemeCode: 150000, name: 'New Fund - Growth', slug: 'new-fund-growth' },
  { schemeCode: 130000, name: 'Middle Fund - IDCW', slug: 'middle-fund-idcw' },
];

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(funds).values(FUNDS);
  t = await createTestApp({ handle, services: ['market'] });
});
afterAll(async () => {
  await handle?.close();
});

const get = async (url: string) => t.app.request(`/market${url}`);
const data = async (url: string) => {
  const res = await get(url);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> & { items: { path: string; lastmod: string }[] } }).data;
};

describe('GET /market/sitemap/funds', () => {
  it('lists every fund page by its slug, oldest scheme code first', async () => {
    const chunk = await data('/sitemap/funds');
    expect(chunk).toMatchObject({ kind: 'funds', page: 1, page_size: 45_000, total: FUNDS.length });
    const bySchemeCode = [...FUNDS].sort((a, b) => a.schemeCode - b.schemeCode);
    expect(chunk.items.map((i) => i.path)).toEqual(bySchemeCode.map((f) => `/mutual-funds/${f.slug}`));
    for (const item of chunk.items) expect(item.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('cuts the list into files of `limit` and answers 404 past the last', async () => {
    const second = await data('/sitemap/funds?page=2&limit=2');
    expect(second.items.map((i) => i.path)).toEqual(['/mutual-funds/parag-parikh-flexi-cap-fund-direct-plan-growth', '/mutual-funds/middle-fund-idcw']);
    expect((await data('/sitemap/funds?page=3&limit=2')).items).toHaveLength(1);
    expect((await get('/sitemap/funds?page=4&limit=2')).status).toBe(404);
    expect((await get('/sitemap/funds?page=x')).status).toBe(400);
  });

  it('summarises the files with the newest change in each', async () => {
    await handle.db.execute(sql`UPDATE funds SET updated_at = '2030-01-02T03:04:05Z' WHERE scheme_code = 150000`);
    const res = await get('/sitemap?limit=2');
    expect(res.status).toBe(200);
    const [summary] = ((await res.json()) as { data: { kind: string; total: number; pages: { page: number; lastmod: string }[] }[] }).data;
    expect(summary.kind).toBe('funds');
    expect(summary.total).toBe(5);
    expect(summary.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    // Scheme 150000 is the last by code: only the third file changed.
    expect(summary.pages[2].lastmod).toBe('2030-01-02T03:04:05Z');
    expect(summary.pages[0].lastmod).not.toBe('2030-01-02T03:04:05Z');
  });
});
