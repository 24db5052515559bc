// The period a view covers, and the rollups made current before any view reads them.
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

export function resolvePeriod(q: PeriodQuery, now: Date): Period {
  const fallback = defaultPeriod(now);
  const to = q.to ?? fallback.to;
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
