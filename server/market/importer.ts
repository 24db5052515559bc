// The market-data provider's write side: AMFI's daily NAVAll.txt and per-scheme NAV histories in, funds and
// nav_history out. Every import runs in one transaction (a failure leaves no half-written file behind) and is
// idempotent (a second import of the same file changes nothing and reports zeros).
import type { MarketDb } from './db';
import { slugsOf, upsertFunds } from './fundUpsert.repo';
import { advanceLatestNav, appendNavPoints, countStoredDates, fundExists } from './navHistory.repo';
import { parseNavHistoryCsv } from './navText';
import { type NavAllLayout, type ParsedNavAll, type SkippedLine, parseNavAll } from './parseNavAll';
import { refreshReturnCache } from './returnCache.repo';
import { bumpDataVersion } from './version.repo';

export interface NavAllImportResult {
  layout: NavAllLayout;
  rows: number;
  funds_inserted: number;
  funds_updated: number;
  nav_rows_inserted: number;
  /** data lines that could not be read (reported with their line numbers, not imported) */
  skipped: SkippedLine[];
  /** Funds known before this file whose page shows something new (NAV, returns, names): their cached pages go. */
  changed_slugs: string[];
}

export interface ImportOptions {
  /** Recompute the cached returns of the funds that gained NAV points (default true; a bulk seed does it once). */
  refreshReturns?: boolean;
}

export async function importNavAll(db: MarketDb, text: string, options: ImportOptions = {}): Promise<NavAllImportResult> {
  return importParsedNavAll(db, parseNavAll(text), options); // a NavAllFormatError is thrown before any write
}

export async function importParsedNavAll(db: MarketDb, parsed: ParsedNavAll, options: ImportOptions = {}): Promise<NavAllImportResult> {
  return db.transaction(async (tx) => {
    const counts = await upsertFunds(tx, parsed.rows);
    const points = parsed.rows
      .filter((r): r is typeof r & { nav: string } => r.nav !== null)
      .map((r) => ({ schemeCode: r.schemeCode, date: r.navDate, nav: r.nav }));
    const gained = await appendNavPoints(tx, points);
    if (options.refreshReturns !== false) await refreshReturnCache(tx, gained);
    if (counts.inserted + counts.updated + gained.length > 0) await bumpDataVersion(tx);
    // A fund new in this file has no cached page yet; every other one that was rewritten or gained a point has.
    const fresh = new Set(counts.insertedCodes);
    const changed = [...new Set([...counts.updatedCodes, ...gained])].filter((code) => !fresh.has(code));
    return {
      layout: parsed.layout,
      rows: parsed.rows.length,
      funds_inserted: counts.inserted,
      funds_updated: counts.updated,
      nav_rows_inserted: gained.length,
      skipped: parsed.skipped,
      changed_slugs: await slugsOf(tx, changed),
    };
  });
}

export class UnknownSchemeError extends Error {}

/** Appends a `Date,NAV` history of one scheme, which must already be in the fund list. */
export async function importNavHistory(
  db: MarketDb,
  schemeCode: number,
  csv: string,
  options: ImportOptions = {},
): Promise<{ nav_rows_inserted: number }> {
  const points = parseNavHistoryCsv(csv).map((p) => ({ schemeCode, ...p }));
  const dates = [...new Set(points.map((p) => p.date))].sort();
  return db.transaction(async (tx) => {
    if (!(await fundExists(tx, schemeCode))) {
      throw new UnknownSchemeError(`Scheme ${schemeCode} is not in the fund list: import a NAVAll file that lists it first`);
    }
    if (dates.length === 0) return { nav_rows_inserted: 0 };
    // Re-running a seed meets files already stored: when every date of the file is there, skip the inserts.
    if ((await countStoredDates(tx, schemeCode, dates)) === dates.length) return { nav_rows_inserted: 0 };
    const gained = await appendNavPoints(tx, points);
    const latest = points.find((p) => p.date === dates[dates.length - 1])!;
    await advanceLatestNav(tx, schemeCode, latest);
    if (gained.length > 0 && options.refreshReturns !== false) await refreshReturnCache(tx, [schemeCode]);
    if (gained.length > 0) await bumpDataVersion(tx);
    return { nav_rows_inserted: gained.length };
  });
}
