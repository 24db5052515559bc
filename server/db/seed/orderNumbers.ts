// Seeded orders carry numbers of the one format live orders have (issue 31, item 11): the India calendar day of
// placement (YYYYMMDD) and that day's 6-digit counter, continued from order_sequences and written back to it, so an
// order placed later on a seeded day (a test's clock, a bench) takes the next number instead of a seeded one.
import { inArray, sql } from 'drizzle-orm';
import { istParts } from '../../../utils/orders/navDate';
import type { Db } from '../client';
import { orderSequences } from '../schema';

export async function numberSeededOrders<T extends { placedAt?: Date; orderNo: string }>(db: Db, rows: T[]): Promise<void> {
  if (rows.length === 0) return;
  const dayOf = (r: T) => istParts(r.placedAt ?? new Date()).date;
  const days = [...new Set(rows.map(dayOf))];
  const known = await db.select().from(orderSequences).where(inArray(orderSequences.day, days));
  const last = new Map(known.map((k) => [k.day, k.last]));
  for (const row of rows) {
    const day = dayOf(row);
    const next = (last.get(day) ?? 0) + 1;
    last.set(day, next);
    row.orderNo = `${day.replaceAll('-', '')}${String(next).padStart(6, '0')}`;
  }
  const values = [...last].map(([day, n]) => ({ day, last: n }));
  for (let i = 0; i < values.length; i += 1000) {
    await db
      .insert(orderSequences)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({ target: orderSequences.day, set: { last: sql`greatest(${orderSequences.last}, excluded.last)` } });
  }
}
