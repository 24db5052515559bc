// What the portfolio services need from the node service, and the day they value at.
import type { Db } from '../../../db/client';

export interface PortfolioDeps {
  db: Db;
  now: () => Date;
}

/** The calendar day in India (NAVs are published per Indian business day). */
export function todayIn(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
