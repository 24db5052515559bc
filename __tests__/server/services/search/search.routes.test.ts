import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { toHit } from '@/server/services/search/hits';
import { searchIndex } from '@/server/services/search/search.service';
import { SEARCH_MESSAGES } from '@/utils/validation/search';
import { type TestApp, createTestApp } from '../../support/testApp';
import { searchTestDb } from '../../support/searchTestDb';

jest.setTimeout(180_000);

interface Hit {
  _index: string;
  _id: string;
  _score: number;
  _source: Record<string, unknown> & { title: string; display_url: string };
}

let handle: DbHandle;
let t: TestApp;

beforeAll(async () => {
  handle = await searchTestDb();
  // Every request here comes from the same unknown address; the per-address limit has its own tests.
  t = await createTestApp({ handle, services: ['search'], env: { SEARCH_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  await handle.close();
});

const post = (body: unknown, path = '/search/administration/v2/search') =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function suggest(query: string): Promise<Hit[]> {
  const res = await post({ query });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { status: string; data: { hits: Hit[] } };
  expect(body.status).toBe('success');
  return body.data.hits;
}

async function fullSearch(query: string, size: number) {
  const res = await post({ size, query: { multi_match: { query, type: 'phrase', fields: ['description', 'title', 'question', 'scheme_name', 'name', 'products'] } } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { hits: { total: { value: number }; hits: Hit[] } }).hits;
}

/** Every hit of a full search, page by page (one request gives at most 50). */
async function allHits(query: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (let from = 0; from <= 1000; from += 50) {
    const res = await post({ size: 50, from, query: { multi_match: { query, type: 'phrase' } } });
    const page = ((await res.json()) as { hits: { hits: Hit[] } }).hits.hits;
    hits.push(...page);
    if (page.length < 50) break;
  }
  return hits;
}

const fundLabel = (h: Hit) => `${h._source.scheme_name} | ${h._source.plan ?? '-'} | ${h._source.option ?? '-'}`;

describe('ranking', () => {
  it('puts the scheme whose name is exactly the query first, before longer names that contain it', async () => {
    // 'Bandhan Gold ETF FOF' holds the same words and its Direct Growth plan outranks the ETF's Regular plan on
    // priority; only the exact-name rule puts the ETF first.
    const hits = await suggest('bandhan gold etf');
    expect(hits.map((h) => h._source.scheme_name)).toEqual(expect.arrayContaining(['Bandhan Gold ETF', 'Bandhan Gold ETF FOF']));
    expect(hits[0]._source.scheme_name).toBe('Bandhan Gold ETF');

    const flexi = await suggest('Parag Parikh Flexi Cap Fund');
    expect(fundLabel(flexi[0])).toBe('Parag Parikh Flexi Cap Fund | Direct | Growth');
    // Every plan of the exact name comes before any other fund.
    const exact = flexi.filter((h) => h._source.scheme_name === 'Parag Parikh Flexi Cap Fund').length;
    expect(exact).toBe(4);
    expect(flexi.slice(0, exact).every((h) => h._source.scheme_name === 'Parag Parikh Flexi Cap Fund')).toBe(true);
  });

  it("finds Parag Parikh Flexi Cap Fund from the unfinished 'parag parik' and from the misspelt 'parag parkh'", async () => {
    for (const query of ['parag parik', 'parag parkh', 'Parag Parikh Flexy Cap']) {
      const hits = await suggest(query);
      const flexi = hits.find((h) => fundLabel(h) === 'Parag Parikh Flexi Cap Fund | Direct | Growth');
      expect(flexi).toBeDefined();
      expect(flexi!._index).toBe('products');
      expect(flexi!._source.display_url).toMatch(/^\/mutual-funds\/[a-z0-9-]+$/);
      expect(hits.every((h) => /parag parikh/i.test(h._source.title))).toBe(true);
    }
  });

  it('ranks matches in the title above documents that hold the word only in their category', async () => {
    // 'Parag Parikh Conservative Hybrid Fund' says hybrid in its name; 'Parag Parikh Dynamic Asset Allocation
    // Fund' only in its category ('Hybrid Scheme - Dynamic Asset Allocation ...').
    const hits = await allHits('hybrid');
    const inTitle = hits.map((h) => /hybrid/i.test(h._source.title));
    const firstOther = inTitle.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(inTitle.slice(firstOther).some(Boolean)).toBe(false);
    expect(hits.slice(firstOther).map((h) => h._source.scheme_name)).toContain('Parag Parikh Dynamic Asset Allocation Fund');
  });

  it('finds a fund by its ISIN and tells plans and options apart in the description', async () => {
    const [hit] = await suggest('INF879O01027');
    expect(hit._source).toMatchObject({ id: 122639, scheme_name: 'Parag Parikh Flexi Cap Fund', plan: 'Direct', option: 'Growth' });
    expect(hit._source.description).toMatch(/^Direct Plan · Growth · /);
  });
});

describe('request forms and limits', () => {
  it('suggestions return at most 10 hits in data.hits, each with _index, _id, _score and _source', async () => {
    const hits = await suggest('fund');
    expect(hits).toHaveLength(10);
    for (const h of hits) {
      expect(h).toEqual(expect.objectContaining({ _index: expect.any(String), _id: expect.any(String), _score: expect.any(Number) }));
      expect(h._source).toEqual(expect.objectContaining({ title: expect.any(String), display_url: expect.any(String), locale: 'en' }));
    }
  });

  it('the full search honours size and reports the total', async () => {
    const three = await fullSearch('fund', 3);
    expect(three.hits).toHaveLength(3);
    expect(three.total.value).toBeGreaterThan(100);
    const many = await fullSearch('fund', 50);
    expect(many.hits).toHaveLength(50);
    expect(many.total.value).toBe(three.total.value);
    expect(many.hits.slice(0, 3).map((h) => h._id)).toEqual(three.hits.map((h) => h._id));
  });

  it("accepts the spec's full search (size 10000) and answers its first 50 hits with the total, paged by from", async () => {
    const spec = await fullSearch('fund', 10000);
    expect(spec.hits).toHaveLength(50);
    expect(spec.total.value).toBeGreaterThan(100);
    const fifty = await fullSearch('fund', 50);
    expect(spec.hits.map((h) => h._id)).toEqual(fifty.hits.map((h) => h._id));
    expect(spec.total.value).toBe(fifty.total.value);
    const plain = await post({ query: 'fund', size: 51 });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { data: { hits: Hit[] } }).data.hits).toHaveLength(50);
    const next = await post({ size: 10000, from: 50, query: { multi_match: { query: 'fund', type: 'phrase' } } });
    const second = ((await next.json()) as { hits: { hits: Hit[] } }).hits.hits;
    expect(second).toHaveLength(50);
    expect(second.some((h) => fifty.hits.some((f) => f._id === h._id))).toBe(false);
  });

  it('accepts the plain {query, size} form and the Elasticsearch path /_search', async () => {
    const res = await post({ query: 'parag', size: 20 });
    const body = (await res.json()) as { data: { hits: Hit[]; total: { value: number } } };
    expect(body.data.hits.length).toBeGreaterThan(10);
    expect(body.data.hits.length).toBe(Math.min(20, body.data.total.value));

    const es = await post({ query: 'parag', size: 5 }, '/search/_search');
    expect(es.status).toBe(200);
    const esBody = (await es.json()) as { hits: { hits: Hit[]; total: { value: number } } };
    expect(esBody.hits.hits).toHaveLength(5);
    expect(esBody.hits.total.value).toBe(body.data.total.value);
  });

  const twelveWords = 'parag parikh flexi cap fund direct plan growth option one two three';
  const multiMatch = (query: string, extra: Record<string, unknown> = {}) => ({ size: 10, ...extra, query: { multi_match: { query, type: 'phrase' } } });

  it.each([
    ['an empty query', { query: '' }, SEARCH_MESSAGES.queryEmpty],
    ['a blank query', { query: '   ' }, SEARCH_MESSAGES.queryEmpty],
    ['no query', {}, SEARCH_MESSAGES.queryEmpty],
    ['a 201-character query', { query: 'a'.repeat(201) }, SEARCH_MESSAGES.queryTooLong],
    ['a 201-character multi_match query', multiMatch('b'.repeat(201)), SEARCH_MESSAGES.queryTooLong],
    ['2,500 words', { query: Array(2500).fill('a').join(' ') }, SEARCH_MESSAGES.queryTooLong],
    ['13 words', { query: `${twelveWords} four` }, SEARCH_MESSAGES.tooManyWords],
    ['13 repeated words in multi_match', multiMatch(Array(13).fill('a').join(' ')), SEARCH_MESSAGES.tooManyWords],
    ['size 10001', multiMatch('fund', { size: 10001 }), SEARCH_MESSAGES.sizeInvalid],
    ['size 0', { query: 'fund', size: 0 }, SEARCH_MESSAGES.sizeInvalid],
    ['a fraction as size', { query: 'fund', size: 2.5 }, SEARCH_MESSAGES.sizeInvalid],
    ['from 1001', multiMatch('fund', { from: 1001 }), SEARCH_MESSAGES.fromInvalid],
    ['a negative from', { query: 'fund', from: -1 }, SEARCH_MESSAGES.fromInvalid],
  ])('answers %s with 400 and a clear message', async (_label, body, message) => {
    for (const path of ['/search/administration/v2/search', '/search/_search']) {
      const res = await post(body, path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'failed', message });
    }
  });

  it('accepts a query at every cap: 200 characters, 12 words, size 50 and from 1000', async () => {
    expect((await post({ query: 'c'.repeat(200) })).status).toBe(200);
    const twelve = await fullSearch(twelveWords, 50);
    expect(twelve.hits).toEqual([]);
    const res = await post(multiMatch('parag', { size: 50, from: 1000 }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { hits: { hits: Hit[] } }).hits.hits).toEqual([]);
  });

  it('pages with from: the second page starts where the first ends', async () => {
    const first = await fullSearch('parag', 4);
    const res = await post(multiMatch('parag', { size: 2, from: 2 }));
    const second = ((await res.json()) as { hits: { hits: Hit[] } }).hits.hits;
    expect(first.hits).toHaveLength(4);
    expect(second.map((h) => h._id)).toEqual(first.hits.slice(2).map((h) => h._id));
  });

  it('refuses a body that is not JSON and fields the spec does not name', async () => {
    const bad = await post('{"query":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Request body is not valid JSON' });
    const field = await post({ query: { multi_match: { query: 'fund', fields: ['password'] } } });
    expect(field.status).toBe(400);
  });

  it('answers a search that matches nothing with empty hits', async () => {
    expect(await suggest('zzqqxxyy')).toEqual([]);
  });
});

describe('the response', () => {
  // The worker writes the hits' JSON and the route puts the envelope around the bytes: both shapes must come out
  // whole, with the hits the index ranked (hits.ts), in JSON.
  it('answers both request forms in their own envelope, holding the hits the index ranked', async () => {
    const expected = (await searchIndex(handle.db, 'parag parikh', { size: 5, from: 0 })).rows.map(toHit);
    expect(expected.length).toBe(5);

    const plain = await post({ query: 'parag parikh', size: 5 });
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    const total = { value: expect.any(Number), relation: 'eq' };
    expect(await plain.json()).toEqual({ status: 'success', data: { hits: expected, total } });

    const elastic = await post({ size: 5, query: { multi_match: { query: 'parag parikh', type: 'phrase' } } });
    expect(elastic.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await elastic.json()).toEqual({
      status: 'success',
      took: expect.any(Number),
      timed_out: false,
      hits: { total, max_score: expected[0]._score, hits: expected },
    });

    const none = await post({ size: 5, query: { multi_match: { query: 'zzqqxxyyww', type: 'phrase' } } }, '/search/_search');
    expect(await none.json()).toEqual({ status: 'success', took: expect.any(Number), timed_out: false, hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] } });
  });

  it('keeps text that JSON must escape intact (quotes, backslashes, non-Latin letters)', async () => {
    const title = 'Dhan "Nivesh" \\ निवेश फंड question';
    await handle.db.execute(sql`insert into search_documents (index_name, ref_id, title, body, extra) values ('forums', 'escape-1', ${title}, '', '')`);
    const [hit] = await suggest('nivesh');
    expect(hit._source.title).toBe(title);
  });
});
