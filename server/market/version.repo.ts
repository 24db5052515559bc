// The market data's version: one row, bumped inside every import transaction that changed something, so that
// readers (the market service's response cache) notice an import made by any process.
import { eq, sql } from 'drizzle-orm';
import { executePrepared } from '../db/prepared';
import { marketDataVersion } from '../db/schema/market';
import type { MarketDb } from './db';

export async function bumpDataVersion(db: MarketDb): Promise<void> {
  await db
    .insert(marketDataVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: marketDataVersion.id,
      set: { version: sql`${marketDataVersion.version} + 1`, changedAt: sql`now()` },
    });
}

/**
 * 0 until the first import. Read by every market request (the response cache, the list's totals): a prepared
 * statement, parsed once by the embedded database.
 */
export async function readDataVersion(db: MarketDb): Promise<number> {
  const query = db.select({ version: marketDataVersion.version }).from(marketDataVersion).where(eq(marketDataVersion.id, 1));
  const { rows } = await executePrepared<{ version: number }>(db, query.getSQL());
  return rows[0]?.version ?? 0;
}

/**
 * Fresh planner statistics and visibility map after a bulk import (PGlite has no autovacuum; without it the
 * planner guesses 47 rows for a category of 2,416). VACUUM cannot run in a transaction: pass the database.
 * search_documents is filled from funds by triggers, so a bulk import leaves its dead rows here too.
 */
export async function optimizeMarketTables(db: MarketDb): Promise<void> {
  await db.execute(sql`vacuum analyze funds, nav_history, search_documents`);
}
