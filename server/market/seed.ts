// Loads the project's own copy of AMFI data (server/data/, see its README) into an empty or seeded database.
// Safe to run again: every step is an idempotent import, so a second run reports zeros.
import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import type { MarketDb } from './db';
import { importNavAll, importNavHistory } from './importer';
import { refreshReturnCache } from './returnCache.repo';
import { optimizeMarketTables } from './version.repo';
import { serverPath } from '../serverDir';

export const MARKET_DATA_DIR = process.env.MARKET_DATA_DIR ?? serverPath('data', 'amfi');

/** Newest file first: it names the funds; the older 6-column file then adds its NAV date and fills the
 * plan/option that the 8-column file leaves blank for closed schemes. */
export const NAVALL_FILES = ['NAVAll_2026-08-21.txt', 'NAVAll_2026-08-18_6col.txt'];

export interface MarketSeedResult {
  funds_inserted: number;
  funds_updated: number;
  nav_rows_inserted: number;
  history_files: number;
  returns_refreshed: number;
}

/** Pass the database itself, not a transaction: the seed ends with VACUUM ANALYZE, which needs to run alone. */
export async function seedMarketData(db: MarketDb, dataDir = MARKET_DATA_DIR): Promise<MarketSeedResult> {
  const result: MarketSeedResult = { funds_inserted: 0, funds_updated: 0, nav_rows_inserted: 0, history_files: 0, returns_refreshed: 0 };
  await db.transaction(async (tx) => {
    for (const file of NAVALL_FILES) {
      const counts = await importNavAll(tx, readFileSync(path.join(dataDir, file), 'utf8'), { refreshReturns: false });
      result.funds_inserted += counts.funds_inserted;
      result.funds_updated += counts.funds_updated;
      result.nav_rows_inserted += counts.nav_rows_inserted;
    }
    const historyDir = path.join(dataDir, 'nav_history');
    const codes: number[] = [];
    for (const file of readdirSync(historyDir).filter((f) => /^\d+\.csv$/.test(f)).sort()) {
      const code = Number(file.replace('.csv', ''));
      const csv = readFileSync(path.join(historyDir, file), 'utf8');
      const counts = await importNavHistory(tx, code, csv, { refreshReturns: false });
      result.nav_rows_inserted += counts.nav_rows_inserted;
      result.history_files += 1;
      codes.push(code);
    }
    // Once at the end rather than per file: only these funds have a history long enough for returns.
    result.returns_refreshed = await refreshReturnCache(tx, codes);
  });
  if (result.funds_inserted + result.funds_updated + result.nav_rows_inserted > 0) await optimizeMarketTables(db);
  return result;
}
