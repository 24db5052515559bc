// The public search's per-address limit.
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { tooManySearchesMessage } from '@/server/limits/search';
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
