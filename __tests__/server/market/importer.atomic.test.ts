import { count } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { funds } from '@/server/db/schema/market';
import { importNavAll } from '@/server/market/importer';
import * as navRepo from '@/server/market/navHistory.repo';
import { NAVALL_8COL, freshDb, readAmfi } from '../support/marketTestDb';

// Lets a test make the NAV-history step fail after the funds step has already written its rows.
jest.mock('@/server/market/navHistory.repo', () => {
  const actual = jest.requireActual('@/server/market/navHistory.repo');
  return { ...actual, appendNavPoints: jest.fn(actual.appendNavPoints) };
});

jest.setTimeout(120_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

it('leaves no half-written import behind when a step fails', async () => {
  const append = navRepo.appendNavPoints as jest.MockedFunction<typeof navRepo.appendNavPoints>;
  append.mockRejectedValueOnce(new Error('disk full'));
  await expect(importNavAll(handle.db, readAmfi(NAVALL_8COL))).rejects.toThrow('disk full');
  expect(append).toHaveBeenCalledTimes(1);
  const [{ n }] = await handle.db.select({ n: count() }).from(funds);
  expect(n).toBe(0);

  // The same file then imports cleanly.
  const result = await importNavAll(handle.db, readAmfi(NAVALL_8COL));
  expect(result.funds_inserted).toBe(14282);
});
