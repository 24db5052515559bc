// The exchange-style unique transaction number: the India calendar day (YYYYMMDD) and a 6-digit counter for that
// day. The counter row is bumped with one upsert, so two orders at once never share a number.
import { sql } from 'drizzle-orm';
import { istParts } from '../../../../utils/orders/navDate';
import { orderSequences } from '../../../db/schema';
import type { Tx } from './orders.deps';

export async function nextOrderNo(tx: Tx, now: Date): Promise<string> {
  const day = istParts(now).date;
  const [row] = await tx
    .insert(orderSequences)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: orderSequences.day, set: { last: sql`${orderSequences.last} + 1` } })
    .returning({ last: orderSequences.last });
  if (row.last > 999_999) throw new Error(`order numbers for ${day} are used up`);
  return `${day.replaceAll('-', '')}${String(row.last).padStart(6, '0')}`;
}
