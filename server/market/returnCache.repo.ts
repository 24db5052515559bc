// Keeps funds.return_1y / return_3y / return_5y in step with nav_history, so that the fund list can sort and
// page by returns with an index instead of computing 14k histories per request.
//
// Loading whole histories would not scale (a year of daily imports is ~3.5M rows), so PostgreSQL picks, per fund,
// only the points the maths needs: the last NAV and the NAV on or before each anniversary (primary-key lookups).
// computeReturns() then works on that sparse history: it finds the same start points there as in the full one,
// so the cached figures are exactly those of GET /funds/{code}/returns.
import { sql } from 'drizzle-orm';
import { type MarketDb, chunks, rowsOf } from './db';
import { type NavPoint, computeReturns } from './returns';
import { bumpDataVersion } from './version.repo';

interface SparseRow {
  code: number;
  as_of: string;
  last_nav: string;
  y1_date: string | null;
  y1_nav: string | null;
  y3_date: string | null;
  y3_nav: string | null;
  y5_date: string | null;
  y5_nav: string | null;
}

/** The NAV on or before `asOf` minus `years` of the fund aliased f (fixed SQL text, no user input). */
const startPoint = (alias: string, join: 'join' | 'left join', asOf: string, years: number) =>
  sql.raw(`
  ${join} lateral (
    select h.date, h.nav from nav_history h
    where h.scheme_code = f.${join === 'join' ? 'scheme_code' : 'code'} and h.date <= (${asOf} - interval '${years} year')::date
    order by h.date desc limit 1
  ) ${alias} on true`);

function sparseHistory(row: SparseRow): NavPoint[] {
  const points: NavPoint[] = [];
  for (const [date, nav] of [
    [row.y5_date, row.y5_nav],
    [row.y3_date, row.y3_nav],
    [row.y1_date, row.y1_nav],
  ] as const) {
    if (date && nav && !points.some((p) => p.date === date)) points.push({ date, nav });
  }
  points.push({ date: row.as_of, nav: row.last_nav });
  return points;
}

const asNumeric = (value: number | null) => (value === null ? null : value.toFixed(6));

/** Recomputes the cached returns of the given funds; returns how many funds' figures changed. */
export async function refreshReturnCache(db: MarketDb, codes: readonly number[]): Promise<number> {
  let changed = 0;
  for (const batch of chunks([...new Set(codes)])) {
    // Only funds whose history reaches a year back can have any cached return, and history only grows, so
    // the others (most of a fresh import) are skipped by the inner join instead of costing two more lookups.
    const result = await db.execute(sql`
      with base as (
        select f.scheme_code as code, l.date as as_of, l.nav as last_nav, y1.date as y1_date, y1.nav as y1_nav
        from funds f
        cross join lateral (
          select h.date, h.nav from nav_history h where h.scheme_code = f.scheme_code order by h.date desc limit 1
        ) l
        ${startPoint('y1', 'join', 'l.date', 1)}
        where f.scheme_code in (${sql.join(batch.map((c) => sql`${c}`), sql`, `)})
      )
      select f.code, f.as_of::text as as_of, f.last_nav::text as last_nav, f.y1_date::text as y1_date,
             f.y1_nav::text as y1_nav, y3.date::text as y3_date, y3.nav::text as y3_nav,
             y5.date::text as y5_date, y5.nav::text as y5_nav
      from base f
      ${startPoint('y3', 'left join', 'f.as_of', 3)} ${startPoint('y5', 'left join', 'f.as_of', 5)}`);
    const values = rowsOf<SparseRow>(result).map((row) => {
      const r = computeReturns(sparseHistory(row));
      return sql`(${Number(row.code)}::integer, ${asNumeric(r.abs['1Y'])}::numeric, ${asNumeric(r.cagr['3Y'])}::numeric, ${asNumeric(r.cagr['5Y'])}::numeric, ${r.as_of}::date)`;
    });
    if (values.length === 0) continue;
    const updated = await db.execute(sql`
      update funds set return_1y = v.r1, return_3y = v.r3, return_5y = v.r5, returns_as_of = v.as_of
      from (values ${sql.join(values, sql`, `)}) as v(code, r1, r3, r5, as_of)
      where funds.scheme_code = v.code
        and row(funds.return_1y, funds.return_3y, funds.return_5y, funds.returns_as_of)
            is distinct from row(v.r1, v.r3, v.r5, v.as_of)
      returning funds.scheme_code`);
    changed += rowsOf(updated).length;
  }
  if (changed > 0) await bumpDataVersion(db);
  return changed;
}
