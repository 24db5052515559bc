// Tracked events: one insert per batch; screen views counted per India day and screen.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { trackedEvents } from '../../../db/schema';

export async function insertEvents(db: Db, rows: (typeof trackedEvents.$inferInsert)[]): Promise<number> {
  await db.insert(trackedEvents).values(rows);
  return rows.length;
}

/** Views per day (India) and screen, between two instants. */
export async function screenViewCounts(db: Db, from: Date, to: Date) {
  const day = sql<string>`to_char(((${trackedEvents.createdAt} at time zone 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, screen_name: trackedEvents.screenName, views: sql<number>`count(*)::int` })
    .from(trackedEvents)
    .where(and(eq(trackedEvents.eventType, 'screen_view'), gte(trackedEvents.createdAt, from), lt(trackedEvents.createdAt, to)))
    .groupBy(day, trackedEvents.screenName)
    .orderBy(day, trackedEvents.screenName);
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}
