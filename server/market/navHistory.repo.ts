// Appends NAV points. A point already stored for (scheme, date) is left as it is, so any file can be
// imported again without duplicating or rewriting history.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { funds, navHistory } from '../db/schema/market';
import { JSON_BATCH_ROWS, type MarketDb, chunks, rowsOf } from './db';

export interface NavPointRow {
  schemeCode: number;
  date: string;
  nav: string;
}

/** Inserts the points not stored yet; returns the scheme codes that gained a point, once per point. */
export async function appendNavPoints(db: MarketDb, points: readonly NavPointRow[]): Promise<number[]> {
  const gained: number[] = [];
  for (const batch of chunks(points, JSON_BATCH_ROWS)) {
    // One JSON parameter per batch, as in fundUpsert.repo.ts: far cheaper to build than a VALUES list.
    const json = JSON.stringify(batch.map((p) => [p.schemeCode, p.date, p.nav]));
    const result = await db.execute(sql`
      insert into ${navHistory} (scheme_code, date, nav)
      select (p->>0)::integer, (p->>1)::date, (p->>2)::numeric from json_array_elements(${json}::json) as p
      on conflict do nothing
      returning scheme_code`);
    for (const w of rowsOf<{ scheme_code: number }>(result)) gained.push(Number(w.scheme_code));
  }
  return gained;
}

export async function fundExists(db: MarketDb, schemeCode: number): Promise<boolean> {
  const found = await db.select({ code: funds.schemeCode }).from(funds).where(eq(funds.schemeCode, schemeCode)).limit(1);
  return found.length > 0;
}

/** A history that runs past the fund's stored NAV date makes its last point the fund's latest NAV. */
export async function advanceLatestNav(db: MarketDb, schemeCode: number, latest: NavPointRow): Promise<boolean> {
  const updated = await db
    .update(funds)
    .set({ nav: latest.nav, navDate: latest.date, updatedAt: sql`now()` })
    .where(and(eq(funds.schemeCode, schemeCode), or(isNull(funds.navDate), lt(funds.navDate, latest.date))))
    .returning({ code: funds.schemeCode });
  return updated.length > 0;
}

/** How many of the given dates already have a stored point for the scheme. */
export async function countStoredDates(db: MarketDb, schemeCode: number, dates: readonly string[]): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::integer as n from ${navHistory}
    where scheme_code = ${schemeCode}
      and date in (select d::date from json_array_elements_text(${JSON.stringify(dates)}::json) as d)`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
