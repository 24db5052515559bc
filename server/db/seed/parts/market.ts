/**
 * What the demo needs from the market data already in the database: the NAV history and fund house of the
 * schemes it invests in, and the latest NAV date (the "today" of the data, used for SIP due dates).
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { funds, navHistory } from '@/server/db/schema';
import type { NavPoint } from '../portfolio';

export interface MarketView {
  histories: Map<number, NavPoint[]>;
  fundHouses: Map<number, string>;
  /** Latest NAV date across all funds, YYYY-MM-DD. */
  latestNavDate: string;
}

export class MissingMarketDataError extends Error {}

export async function loadMarketView(db: Db, schemeCodes: readonly number[]): Promise<MarketView> {
  const codes = [...new Set(schemeCodes)];
  const fundRows = await db
    .select({ code: funds.schemeCode, house: funds.fundHouse })
    .from(funds)
    .where(inArray(funds.schemeCode, codes));
  const rows = await db
    .select({ code: navHistory.schemeCode, date: navHistory.date, nav: navHistory.nav })
    .from(navHistory)
    .where(inArray(navHistory.schemeCode, codes))
    .orderBy(asc(navHistory.schemeCode), asc(navHistory.date));
  const histories = new Map<number, NavPoint[]>();
  for (const r of rows) {
    const list = histories.get(r.code) ?? [];
    list.push({ date: r.date, nav: r.nav });
    histories.set(r.code, list);
  }
  const missing = codes.filter((c) => !histories.has(c) || !fundRows.some((f) => f.code === c));
  if (missing.length > 0) {
    throw new MissingMarketDataError(
      `Market data missing for schemes ${missing.join(', ')}: load the AMFI data (seedMarketData) before the demo seed`,
    );
  }
  const [latest] = await db
    .select({ latest: sql<string>`max(${funds.navDate})::text` })
    .from(funds);
  return {
    histories,
    fundHouses: new Map(fundRows.map((f) => [f.code, f.house ?? 'Unknown fund house'])),
    latestNavDate: latest?.latest ?? rows[rows.length - 1].date,
  };
}

/** The first date on `day` of a month strictly after `after` (days past a month's end roll to its last day). */
export function nextSipDate(day: number, after: string): string {
  let [year, month] = after.split('-').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const candidate = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
    if (candidate > after) return candidate;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  throw new RangeError('unreachable: a later SIP date always exists within two months');
}
