// Brings the scale advisor's book to about a million transactions, as the speed target supposes: the scale seed
// gives each of the 10,000 clients only a few months of history (about 45,000 transactions), so each holding gets
// monthly SIP instalments of ₹1,000 for the 80 months before its first transaction, at that day's real NAV.
// Run by bench/analytics.ts with DATA_DIR set, once (it leaves a marker file beside the database).
import { sql } from 'drizzle-orm';
import { closeDb, getDbHandle } from '@/server/db/client';
import { expertId } from '@/server/db/seed/ids';

const SCALE_EXPERT_MOBILE = '9000000199';
const MONTHS_BACK = 80;
const CLIENTS_PER_ROUND = 500;

async function main() {
  const db = getDbHandle().db;
  const eid = expertId(SCALE_EXPERT_MOBILE);
  const clients = ((await db.execute(sql`select user_id from expert_clients where expert_id = ${eid} order by user_id`)) as unknown as {
    rows: { user_id: string }[];
  }).rows.map((r) => r.user_id);
  let added = 0;
  for (let i = 0; i < clients.length; i += CLIENTS_PER_ROUND) {
    const round = clients.slice(i, i + CLIENTS_PER_ROUND);
    const result = await db.execute(sql`
      insert into transactions (user_id, expert_id, folio_id, scheme_code, txn_type, txn_date, nav, units, amount_paise)
      select h.user_id, ${eid}::uuid, h.folio_id, h.scheme_code, 'sip', d.day, n.nav, round(100000 / n.nav / 100, 4), 100000
      from holdings h
      join lateral (select min(t.txn_date) as first from transactions t where t.folio_id = h.folio_id
        and t.scheme_code = h.scheme_code) f on f.first is not null
      cross join generate_series(1, ${MONTHS_BACK}) k
      cross join lateral (select (f.first - make_interval(months => k))::date as day) d
      join lateral (select nh.nav from nav_history nh where nh.scheme_code = h.scheme_code and nh.date <= d.day
        order by nh.date desc limit 1) n on n.nav > 0
      where h.user_id in (${sql.join(round.map((id) => sql`${id}::uuid`), sql`, `)})`);
    added += (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as unknown as { rowCount?: number }).rowCount ?? 0;
    console.log(`more transactions: ${Math.min(i + CLIENTS_PER_ROUND, clients.length)} of ${clients.length} clients, ${added} rows added`);
  }
  // PGlite runs no autovacuum: without fresh statistics the planner walks a million rows for a 25-client advisor.
  await db.execute(sql`analyze`);
  const total = ((await db.execute(sql`select count(*) as n from transactions where expert_id = ${eid}`)) as unknown as {
    rows: { n: unknown }[];
  }).rows[0].n;
  console.log(`the scale advisor's transactions: ${String(total)}`);
}

main()
  .then(() => closeDb())
  .catch(async (error: Error) => {
    console.error(error);
    await closeDb();
    process.exitCode = 1;
  });
