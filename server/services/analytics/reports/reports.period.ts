// The period a view covers, and the rollups made current before any view reads them.
import { sql } from 'drizzle-orm';
import { InvalidError } from '../../../domain/errors';
import type { Db } from '../../../db/client';
import { commissions, transactions } from '../../../db/schema';
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
 * The latest month, up to the current one, in which the advisor's book has a transaction (or a commission): a period
 * asked for without an end ends there, so a book whose statements stop earlier opens on its figures, not on
 * "nothing to show" (issue 32, item 1). Null for a book with neither.
 */
export type DataSource = 'transactions' | 'commissions';

export async function latestDataMonth(db: Db, expertId: string, now: Date, source: DataSource): Promise<string | null> {
  const current = firstDay(monthInIndia(now));
  const txns = sql`(select max(date_trunc('month', ${transactions.txnDate})) from ${transactions} where ${transactions.expertId} = ${expertId} and ${transactions.txnDate} < (${current}::date + interval '1 month'))`;
  const paid = sql`(select max(${commissions.period}) from ${commissions} where ${commissions.expertId} = ${expertId} and ${commissions.period} <= ${current}::date)`;
  const latest = source === 'transactions' ? txns : paid;
  const result = (await db.execute(sql`select to_char(${latest}, 'YYYY-MM') as month`)) as unknown as { rows: { month: string | null }[] };
  return result.rows[0]?.month ?? null;
}

/** `latest`: the month the book's data ends (latestDataMonth); a period without an end ends there. */
export function resolvePeriod(q: PeriodQuery, now: Date, latest: string | null = null): Period {
  const fallback = defaultPeriod(now);
  const to = q.to ?? (latest && latest < fallback.to ? latest : fallback.to);
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
