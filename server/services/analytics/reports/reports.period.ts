// The period a view covers, and the rollups made current before any view reads them.
import { sql } from 'drizzle-orm';
import { InvalidError } from '../../../domain/errors';
import type { Db } from '../../../db/client';
import { addMonths, defaultPeriod, monthInIndia, monthSpan, monthsBetween } from '../../../../utils/analytics/months';
import { ANALYTICS_MESSAGES, MAX_PERIOD_MONTHS, type PeriodQuery } from '../../../../utils/validation/analytics';
import { currentKey, rebuild } from './rollup.repo';

export interface ReportsDeps {
  db: Db;
  now: () => Date;
}

export interface Period {
  from: string;
  to: string;
  months: string[];
  /** The current month in India. */
  current: string;
  today: string;
}

/** Rollups keep ten years of months; a period may reach back that far. */
const KEPT_MONTHS = 120;

/**
 * The month of the market data's latest NAV, read at most once a minute. Figures are "as of" the market data, like a
 * portfolio's value: the default period ends there when the NAVs stop before today (a demo on a fixed AMFI import,
 * or a NAV feed that has fallen behind), rather than showing twelve months in which nothing could be valued.
 */
let marketMonthCache: { at: number; month: string | null } | null = null;
export async function marketMonth(deps: ReportsDeps): Promise<string | null> {
  const at = deps.now().getTime();
  if (marketMonthCache && at - marketMonthCache.at < 60_000 && at >= marketMonthCache.at) return marketMonthCache.month;
  const rows = (await deps.db.execute(sql`select to_char(max(nav_date), 'YYYY-MM') as month from funds`)) as unknown as {
    rows: { month: string | null }[];
  };
  marketMonthCache = { at, month: rows.rows[0]?.month ?? null };
  return marketMonthCache.month;
}

export function resolvePeriod(q: PeriodQuery, now: Date, latestMarketMonth: string | null = null): Period {
  const fallback = defaultPeriod(now);
  const fallbackTo = latestMarketMonth && latestMarketMonth < fallback.to ? latestMarketMonth : fallback.to;
  const to = q.to ?? fallbackTo;
  const from = q.from ?? addMonths(to, -11);
  if (from > to) throw new InvalidError(ANALYTICS_MESSAGES.order);
  if (monthSpan(from, to) > MAX_PERIOD_MONTHS) throw new InvalidError(ANALYTICS_MESSAGES.tooLong);
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return { from, to, months: monthsBetween(from, to), current: monthInIndia(now), today };
}

export const firstDay = (month: string) => `${month}-01`;

// One build at a time per advisor in this process; other processes wait on the advisory lock instead.
const building = new Map<string, Promise<void>>();

/** Makes the advisor's rollups current (rebuilding them when the book, the day or the market data moved on). */
export async function ensureRollups(deps: ReportsDeps, expertId: string, period: Period): Promise<void> {
  const { key, builtFor } = await currentKey(deps.db, expertId, period.today);
  if (key === builtFor) return;
  const running = building.get(expertId);
  if (running) return running;
  const scope = {
    expertId,
    today: period.today,
    current: firstDay(period.current),
    start: firstDay(addMonths(period.current, -(KEPT_MONTHS - 1))),
  };
  const build = rebuild(deps.db, scope).finally(() => building.delete(expertId));
  building.set(expertId, build);
  return build;
}
