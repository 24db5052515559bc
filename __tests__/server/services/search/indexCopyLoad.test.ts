// Loading the search copy reads search_documents a page at a time and lets the event loop run between pages (on
// the embedded database every page is a statement on the thread that answers requests), and loads every document.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { SearchIndexCopy } from '@/server/services/search/memory/indexCopy';

jest.setTimeout(120_000);

const DOCUMENTS = 1_050;
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`
    insert into search_documents (index_name, ref_id, title)
    select 'forums', lpad(g::text, 5, '0'), 'Question ' || g || case when g = ${DOCUMENTS} then ' about a quetzal fund' else '' end
    from generate_series(1, ${DOCUMENTS}) g`);
});
afterAll(async () => handle?.close());

it('loads the copy in pages with a pause after each full page, down to the last document', async () => {
  let pauses = 0;
  const copy = new SearchIndexCopy(handle.db, { pageRows: 100, pause: async () => void (pauses += 1) });
  try {
    // A generous deadline: this is about what the load reads, not how fast a busy CI machine does it.
    const found = await copy.search('quetzal', { size: 10, from: 0 }, 30_000);
    expect(pauses).toBe(Math.floor(DOCUMENTS / 100));
    // The last document sits on the last, short page: the load read every page.
    expect(found.rows.map((r) => r.ref_id)).toEqual([String(DOCUMENTS).padStart(5, '0')]);
    expect((await copy.search('question', { size: 1, from: 0 }, 30_000)).total).toBe(DOCUMENTS);
  } finally {
    await copy.close();
  }
});
