// The public search's per-address limit and its statement timeout.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { UnavailableError } from '@/server/domain/errors';
import { tooManySearchesMessage } from '@/server/limits/search';
import { SEARCH_TIMED_OUT, withStatementTimeout } from '@/server/services/search/statementTimeout';
import { TestClock, type TestApp, createTestApp } from '../../support/testApp';

jest.setTimeout(120_000);

let handle: DbHandle;
let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  handle = await createTestDb();
  t = await createTestApp({ handle, clock, services: ['search'], env: { SEARCH_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await handle.close();
});

const search = (address: string, path = '/search/administration/v2/search') =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: 'fund' }),
  });

// app.request() has no socket, so the test says a trusted proxy forwarded the address.
beforeEach(() => {
  process.env.TRUST_PROXY = '1';
});
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe('per-address limit', () => {
  it('answers the fourth search in a minute from one address with 429 and Retry-After, on either path', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < 3; i++) expect((await search(address)).status).toBe(200);
    const refused = await search(address, '/search/_search');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ status: 'failed', message: tooManySearchesMessage(3, 60) });

    // Other addresses are counted on their own.
    expect((await search('203.0.113.11')).status).toBe(200);

    // The oldest search leaves the window a minute after it was made.
    clock.advance(59_000);
    const later = await search(address);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('1');
    clock.advance(1_000);
    expect((await search(address)).status).toBe(200);
  });
});

describe('statement timeout', () => {
  const slow = (db: typeof handle.db) => db.execute(sql`select count(*) from generate_series(1, 3000000)`);

  it('answers a statement the database cancelled with 503 and a clear message; other failures pass through', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const timedOut = withStatementTimeout(handle.db, 1500, async () => Promise.reject(new Error('query failed', { cause: cancelled })));
    await expect(timedOut).rejects.toEqual(new UnavailableError(SEARCH_TIMED_OUT));
    const other = withStatementTimeout(handle.db, 1500, async () => Promise.reject(new RangeError('other')));
    await expect(other).rejects.toBeInstanceOf(RangeError);
  });

  // PGlite accepts the setting but cannot interrupt a running statement (no timer in its single thread).
  (process.env.TEST_DATABASE_URL ? it : it.skip)('on PostgreSQL, cancels a statement that runs past the limit', async () => {
    await expect(withStatementTimeout(handle.db, 20, (tx) => slow(tx))).rejects.toThrow(SEARCH_TIMED_OUT);
    // SET LOCAL ended with the transaction: the connection runs the same work untimed afterwards.
    await expect(slow(handle.db)).resolves.toBeDefined();
  });
});
