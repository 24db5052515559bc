// The order book's bench data: orders for one advisor's clients, made in the database itself with generate_series
// (100,000 rows through the ORM would take minutes). Statuses, types and dates are spread so that every filter of
// the order book has rows to find. Order numbers are 'ZB', 8 hex digits of the advisor id's hash and
// a counter, so that they never meet real ones; run it once per advisor.
import { count, eq, sql } from 'drizzle-orm';
import { asActor } from '@/server/db/actor';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';

/** The scale advisor's book size the bench measures. */
export const BOOK_ORDERS = 100_000;

const STATUSES = ['completed', 'completed', 'completed', 'paid', 'failed', 'cancelled', 'payment_pending', 'sent_to_amc'];
const TYPES = ['purchase', 'sip', 'sip', 'redemption', 'switch'];

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

export async function countOrdersOf(db: Db, expertId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.expertId, expertId));
  return row.n;
}

/** Adds `n` orders spread over the advisor's mapped clients, placed over the last 400 days before `now`. */
export async function insertBenchOrders(
  db: Db,
  expertId: string,
  n: number,
  now: Date,
): Promise<void> {
  // The order_events trigger needs to know who acts: the clients placed these orders.
  await asActor(db, { kind: 'investor', userId: null }, (tx) =>
    tx.execute(sql`
    with clients as (
      select user_id, (row_number() over (order by user_id) - 1)::int as rn, count(*) over ()::int as total
      from expert_clients where expert_id = ${expertId}
    ),
    schemes as (select array_agg(scheme_code) as codes from (select scheme_code from funds order by scheme_code limit 50) f)
    insert into orders (order_no, user_id, expert_id, scheme_code, order_type, amount_paise, status, payment_mode,
                        nav_date, placed_at, created_at)
    select 'ZB' || upper(left(md5(${expertId}), 8)) || lpad(g::text, 9, '0'), c.user_id, ${expertId}::uuid,
           coalesce(s.codes[1 + g % greatest(array_length(s.codes, 1), 1)], 100119),
           (${textArray(TYPES)})[1 + g % ${TYPES.length}],
           (1000 + (g % 50) * 500) * 100,
           (${textArray(STATUSES)})[1 + g % ${STATUSES.length}],
           'upi_collect',
           (${now.toISOString()}::timestamptz - ((g % 400) || ' days')::interval)::date,
           ${now.toISOString()}::timestamptz - ((g % 400) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
           ${now.toISOString()}::timestamptz
    from generate_series(1, ${n}) g
    join clients c on c.rn = g % c.total
    cross join schemes s`),
  );
}

/** Run by bench/clients.ts with DATA_DIR set: tops the scale advisor's book up to `BOOK_ORDERS` orders. */
async function main() {
  const { closeDb, getDbHandle } = await import('@/server/db/client');
  const { expertId } = await import('@/server/db/seed/ids');
  const { SCALE_EXPERT_MOBILE } = await import('@/server/db/seed/parts/scale');
  const db = getDbHandle().db;
  try {
    const advisor = expertId(SCALE_EXPERT_MOBILE);
    const have = await countOrdersOf(db, advisor);
    if (have < BOOK_ORDERS) await insertBenchOrders(db, advisor, BOOK_ORDERS - have, new Date());
    await db.execute(sql`analyze`);
    console.log(`scale advisor's orders: ${have} before, ${await countOrdersOf(db, advisor)} now`);
  } finally {
    await closeDb();
  }
}

if (process.argv[1]?.endsWith('orders.ts'))
  main().catch((error: Error) => {
    console.error(error);
    process.exitCode = 1;
  });
