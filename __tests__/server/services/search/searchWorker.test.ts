// Searches run in the search worker: while it is busy with a pile of costly searches, the thread that answers
// requests still answers /health at once. And a document written a moment ago is found by the next search.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { SEARCH_TIMED_OUT } from '@/server/services/search/memory/indexCopy';
import { SEARCH_GATE } from '@/server/services/search/searchGate';
import { type TestApp, createTestApp } from '../../support/testApp';

jest.setTimeout(180_000);

let handle: DbHandle;
let t: TestApp;
const DOCUMENTS = 20_000;

beforeAll(async () => {
  handle = await createTestDb();
  // Documents of eight four-letter words in each field (letters a to p): every one-letter prefix matches most of
  // them, so a twelve-word query of single letters makes the worker intersect twelve large sets.
  const words = (seed: string) => sql.raw(`regexp_replace(translate(md5(${seed}), '0123456789', 'ghijklmnop'), '(....)', '\\1 ', 'g')`);
  await handle.db.execute(sql`
    insert into search_documents (index_name, ref_id, title, body, extra)
    select 'forums', g::text, ${words('g::text')}, ${words("g::text || 'b'")}, ${words("g::text || 'c'")}
    from generate_series(1, ${DOCUMENTS}) g`);
  t = await createTestApp({ handle, services: ['search'], env: { SEARCH_LIMIT_PER_MINUTE: '100000', SEARCH_TIMEOUT_MS: '20000' } });
});
afterAll(async () => {
  await handle.close();
});

const search = async (query: string, size = 50): Promise<Response> =>
  t.app.request('/search/administration/v2/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, size }),
  });

it('answers /health while the worker is busy with searches', async () => {
  // The first search loads the copy; afterwards a search costs the worker alone.
  expect((await search('abcd')).status).toBe(200);

  const costly = 'a b c d e f g h i j k l';
  expect((await search(costly)).status).toBe(200);

  // As many as the gate lets in or queues: the worker has all of them to run, one after the other.
  let settled = 0;
  const pile = Array.from({ length: SEARCH_GATE.running + SEARCH_GATE.waiting }, () =>
    search(costly).then((res) => {
      settled++;
      return res.status;
    }),
  );
  for (let i = 0; i < 5; i++) expect((await t.app.request('/health')).status).toBe(200);
  const settledDuringHealth = settled;
  const statuses = await Promise.all(pile);

  // The searches were still running when /health had answered five times: it never waited behind them. How fast it
  // answers meanwhile is measured by the benches (npm run bench:search), not bounded here: a timed assertion failed
  // under CI's load (445 ms against one search's 270 ms) with the behaviour intact.
  expect(settledDuringHealth).toBeLessThan(pile.length / 2);
  // Each search answered, or gave up at its time limit with 503; none failed otherwise.
  expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  expect(statuses).toContain(200);
});

it('finds a document written just before the search, and not one deleted just before', async () => {
  expect(await titlesFor('zyzzyva')).toEqual([]);
  await handle.db.execute(sql`insert into search_documents (index_name, ref_id, title) values ('forums', 'new-1', 'What is a zyzzyva fund?')`);
  expect(await titlesFor('zyzzyva')).toEqual(['What is a zyzzyva fund?']);
  await handle.db.execute(sql`update search_documents set title = 'What is a quetzal fund?' where ref_id = 'new-1'`);
  expect(await titlesFor('zyzzyva')).toEqual([]);
  expect(await titlesFor('quetzal')).toEqual(['What is a quetzal fund?']);
  await handle.db.execute(sql`delete from search_documents where ref_id = 'new-1'`);
  expect(await titlesFor('quetzal')).toEqual([]);
  // The deletion is logged for the copies to follow.
  const logged = await handle.db.execute(sql`select count(*)::int as n from search_deletions where ref_id = 'new-1'`);
  expect((logged as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
});

async function titlesFor(query: string): Promise<string[]> {
  const res = await search(query, 10);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { hits: { _source: { title: string } }[] } };
  return body.data.hits.map((h) => h._source.title);
}

it('gives up on a search past SEARCH_TIMEOUT_MS with 503 and says so', async () => {
  const hurried = await createTestApp({ handle, services: ['search'], env: { SEARCH_LIMIT_PER_MINUTE: '100000', SEARCH_TIMEOUT_MS: '1' } });
  const res = await hurried.app.request('/search/administration/v2/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'a b c d e f g h i j k l', size: 50 }),
  });
  expect(res.status).toBe(503);
  expect(((await res.json()) as { message: string }).message).toBe(SEARCH_TIMED_OUT);
});
