// The stored portfolio summaries (portfolio_summaries): one row per investor, trusted only for the same day, market
// data version and book version (client_books, bumped by triggers in every writer's transaction).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export interface SummaryVersions {
  today: string;
  marketVersion: number;
  bookVersion: number;
}

/** Read before the book itself: a write landing after this leaves the stored row with an older book version. */
export async function summaryVersions(db: Db, userId: string, today: string): Promise<SummaryVersions> {
  const result = await db.execute(sql`
    select (select coalesce(max(version), 0) from market_data_version) as market_version,
      (select coalesce(max(version), 0) from client_books where user_id = ${userId}) as book_version`);
  const r = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return { today, marketVersion: Number(r.market_version), bookVersion: Number(r.book_version) };
}

export async function storedSummary<T>(db: Db, userId: string, v: SummaryVersions): Promise<T | null> {
  const result = await db.execute(sql`
    select body from portfolio_summaries where user_id = ${userId} and valued_on = ${v.today}
      and market_version = ${v.marketVersion} and book_version = ${v.bookVersion}`);
  const row = (result as unknown as { rows: { body: T }[] }).rows[0];
  return row ? row.body : null;
}

export async function storeSummary(db: Db, userId: string, body: unknown, v: SummaryVersions): Promise<void> {
  await db.execute(sql`
    insert into portfolio_summaries (user_id, body, valued_on, market_version, book_version, updated_at)
    values (${userId}, ${JSON.stringify(body)}::jsonb, ${v.today}, ${v.marketVersion}, ${v.bookVersion}, now())
    on conflict (user_id) do update set body = excluded.body, valued_on = excluded.valued_on,
      market_version = excluded.market_version, book_version = excluded.book_version, updated_at = now()`);
}
