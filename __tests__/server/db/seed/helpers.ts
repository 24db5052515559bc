// Loads only the market data the demo needs (the schemes it invests in, with their NAV histories), so a
// test database is ready in seconds instead of the 10–20 s that all 14,282 schemes take.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { CLIENT_SCHEMES } from '@/server/db/seed/clients';
import { DEMO_HISTORY_SCHEMES } from '@/server/db/seed/content/ashaPortfolio';
import { createTestDb } from '@/server/db/testing';
import { MARKET_DATA_DIR, NAVALL_FILES, seedMarketData } from '@/server/market/seed';
import { seedDemo } from '@/server/db/seed';
import { TEST_SECRET } from '../../support/testApp';

export const DEMO_SCHEMES = [
  ...new Set([...DEMO_HISTORY_SCHEMES, ...CLIENT_SCHEMES, 109830, 101065, 104513, 100119]),
];

let subsetDir: string | undefined;

/**
 * A copy of server/data/amfi holding only the demo's schemes (header lines kept, other rows dropped), built
 * once under .data/cache and reused by every test file; built aside and renamed so parallel workers agree.
 */
export function demoMarketSubset(): string {
  if (subsetDir) return subsetDir;
  const cache = path.resolve(process.env.DATA_DIR || '.data', 'cache');
  const key = DEMO_SCHEMES.slice()
    .sort((a, b) => a - b)
    .join('-');
  const dir = path.join(
    cache,
    `seed-market-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`,
  );
  if (!existsSync(dir)) {
    mkdirSync(cache, { recursive: true });
    const temp = mkdtempSync(`${dir}.tmp-`);
    mkdirSync(path.join(temp, 'nav_history'));
    const wanted = new Set(DEMO_SCHEMES.map(String));
    for (const file of NAVALL_FILES) {
      const lines = readFileSync(path.join(MARKET_DATA_DIR, file), 'utf8').split('\n');
      const kept = lines.filter(
        (line, i) => i === 0 || !line.includes(';') || wanted.has(line.split(';')[0].trim()),
      );
      writeFileSync(path.join(temp, file), kept.join('\n'));
    }
    for (const code of DEMO_SCHEMES) {
      copyFileSync(
        path.join(MARKET_DATA_DIR, 'nav_history', `${code}.csv`),
        path.join(temp, 'nav_history', `${code}.csv`),
      );
    }
    try {
      renameSync(temp, dir);
    } catch {
      rmSync(temp, { recursive: true, force: true }); // another worker finished first
    }
  }
  subsetDir = dir;
  return dir;
}

export async function demoReadyDb(): Promise<DbHandle> {
  const handle = await createTestDb();
  await seedMarketData(handle.db, demoMarketSubset());
  return handle;
}

/** The date the seeded demo is built for, as the tests that use it expect. */
export const DEMO_SEED_TODAY = '2026-11-22';

/**
 * A fresh database holding the demo seeded in full (as `createPortfolioPeople` needs), copied from a template that
 * is seeded once per machine, day and set of sources: seeding took several seconds in each of ~30 test files.
 */
export function seededDemoDb(): Promise<DbHandle> {
  return createTestDb({
    key: `demo ${DEMO_SEED_TODAY} ${DEMO_SCHEMES.join(',')} ${sourcesFingerprint()}`,
    build: async (handle) => {
      await seedMarketData(handle.db, demoMarketSubset());
      await seedDemo(handle.db, { today: DEMO_SEED_TODAY, dataSecret: TEST_SECRET });
    },
  });
}

/**
 * What the seed's result depends on: the backend's and the shared code's sources, and the day (rows carry the
 * time they were written, and tests compare them with a clock that starts now).
 */
function sourcesFingerprint(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js|json|sql|csv)$/.test(entry.name)) hash.update(full).update(readFileSync(full));
    }
  };
  walk(path.resolve('server'));
  walk(path.resolve('utils'));
  return hash.digest('hex').slice(0, 16);
}

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
