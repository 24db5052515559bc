// When the search worker's copy reads what changed: after a write of this process (the database client counts
// them), or once the freshness interval has passed (writes of other processes), and otherwise never, so that a
// flood of searches costs the request thread no database query.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { executePrepared } from '@/server/db/prepared';
import { writeCountOf } from '@/server/db/writeCount';
import { SearchIndexCopy } from '@/server/services/search/memory/indexCopy';

jest.setTimeout(120_000);

let handle: DbHandle;
const copies: SearchIndexCopy[] = [];

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await Promise.all(copies.map((c) => c.close()));
  await handle.close();
});

function copyWith(options: ConstructorParameters<typeof SearchIndexCopy>[1]): SearchIndexCopy {
  const copy = new SearchIndexCopy(handle.db, options);
  copies.push(copy);
  return copy;
}

// These tests are about what the copy has read, not how fast: a generous deadline, so that a worker's first load
// on a busy CI machine (two test workers on two cores) is not taken for a slow search.
const SLOW_MACHINE_MS = 30_000;
const titlesFound = async (copy: SearchIndexCopy, text: string) =>
  (await copy.search(text, { size: 10, from: 0 }, SLOW_MACHINE_MS)).rows.map((r) => r.title);

const addQuestion = (refId: string, title: string) =>
  handle.db.execute(sql`insert into search_documents (index_name, ref_id, title, body, extra) values ('forums', ${refId}, ${title}, '', '')`);

describe('the write count', () => {
  it('moves when a statement writes or a transaction ends, not when one only reads', async () => {
    const db = handle.db;
    const before = writeCountOf(db)!;
    await db.execute(sql`select count(*) from search_documents`);
    expect(writeCountOf(db)).toBe(before);
    await addQuestion('count-1', 'Counted question');
    const afterInsert = writeCountOf(db)!;
    expect(afterInsert).toBeGreaterThan(before);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    const afterTransaction = writeCountOf(db)!;
    expect(afterTransaction).toBeGreaterThan(afterInsert);

    // Named prepared statements (db/prepared.ts) go around the client's query(): counted all the same.
    await executePrepared(db, sql`select count(*) from search_documents`);
    expect(writeCountOf(db)).toBe(afterTransaction);
    await executePrepared(db, sql`update search_documents set priority = priority where ref_id = 'count-1'`);
    expect(writeCountOf(db)!).toBeGreaterThan(afterTransaction);
  });
});

describe('the copy', () => {
  it('reads nothing while the count stands still inside the interval, and a write it counts is found at once', async () => {
    // A count that this test moves by hand, and an interval no test run reaches: what the copy holds shows
    // whether it read the database.
    let count = 0;
    const copy = copyWith({ writeCount: () => count, freshIntervalMs: 10 * 60 * 1000 });
    await addQuestion('fresh-1', 'Pangolin savings question');
    expect(await titlesFound(copy, 'pangolin')).toEqual(['Pangolin savings question']);

    await addQuestion('fresh-2', 'Pangolin tax question');
    expect(await titlesFound(copy, 'pangolin')).toEqual(['Pangolin savings question']);

    count++;
    expect((await titlesFound(copy, 'pangolin')).sort()).toEqual(['Pangolin savings question', 'Pangolin tax question']);
  });

  it('finds a write it was not told of once the interval has passed', async () => {
    const intervalMs = 200;
    const copy = copyWith({ writeCount: () => 0, freshIntervalMs: intervalMs });
    expect(await titlesFound(copy, 'okapi')).toEqual([]);
    await addQuestion('fresh-3', 'Okapi index fund question');
    const written = Date.now();

    let found: string[] = [];
    while (found.length === 0 && Date.now() - written < 30_000) found = await titlesFound(copy, 'okapi');
    expect(found).toEqual(['Okapi index fund question']);
  });

  it('with the database client’s own count, finds a write of this process by the next search', async () => {
    const copy = copyWith({ freshIntervalMs: 10 * 60 * 1000 });
    expect(await titlesFound(copy, 'quetzal')).toEqual([]);
    await addQuestion('fresh-4', 'Quetzal liquid fund question');
    expect(await titlesFound(copy, 'quetzal')).toEqual(['Quetzal liquid fund question']);
  });
});
