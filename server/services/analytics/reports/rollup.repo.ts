// Keeping an advisor's rollups current: read the key they were built for, and rebuild them all in one transaction
// (under a lock on the advisor, so two backend copies never build the same rollups at once) when it moved on.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aumMonths, type BuildScope, clientFacts, transactionMonths } from './rollup.sql';
import { commissionFacts, sipFacts } from './rollup.sips.sql';

type Rows = { rows: Record<string, unknown>[] };

/** What the rollups must have been built for to be current: the change counts, the day and the market data. */
export async function currentKey(db: Db, expertId: string, today: string): Promise<{ key: string; builtFor: string | null }> {
  const read = async () => ((await db.execute(sql`
    select s.changes, s.built_for,
      (select coalesce(max(l.changes), -1) from expert_listing_state l where l.expert_id = s.expert_id) as listing,
      (select coalesce(max(version), 0) from market_data_version) as market
    from analytics_state s where s.expert_id = ${expertId}`)) as unknown as Rows).rows;
  let rows = await read();
  if (rows.length === 0) {
    // Start counting both kinds of change for this advisor; the first view builds the rollups.
    await db.execute(sql`insert into analytics_state (expert_id) values (${expertId}) on conflict do nothing`);
    await db.execute(sql`insert into expert_listing_state (expert_id) values (${expertId}) on conflict do nothing`);
    rows = await read();
  }
  const r = rows[0];
  return {
    key: `${String(r.changes)}:${String(r.listing)}:${today}:${String(r.market)}`,
    builtFor: (r.built_for as string | null) ?? null,
  };
}

/**
 * Rebuilds every rollup of the advisor. The key is read again under the lock, inside the transaction, before the
 * book is read: a write landing after that leaves a newer count, so the next view rebuilds rather than trusts.
 */
export async function rebuild(db: Db, scope: BuildScope): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics:${scope.expertId}`}))`);
    const { key, builtFor } = await currentKey(tx as unknown as Db, scope.expertId, scope.today);
    if (key === builtFor) return;
    await tx.execute(sql`delete from analytics_rollups where expert_id = ${scope.expertId}`);
    for (const build of [aumMonths, clientFacts, transactionMonths, sipFacts, commissionFacts]) {
      await tx.execute(build(scope));
    }
    await tx.execute(sql`update analytics_state set built_for = ${key}, built_at = now()
      where expert_id = ${scope.expertId}`);
  });
}

export interface RollupRow {
  metric: string;
  month: string;
  key: string;
  label: string | null;
  count: number;
  amount_paise: number;
  aum_paise: number;
}

/** The advisor's rows of some metrics for months in [from, to] (first days of months). */
export async function rollupRows(db: Db, expertId: string, metrics: readonly string[], from: string, to: string) {
  const result = (await db.execute(sql`
    select metric, month::text as month, key, label, count, amount_paise, aum_paise from analytics_rollups
    where expert_id = ${expertId} and metric in (${sql.join(metrics.map((m) => sql`${m}`), sql`, `)})
      and month between ${from} and ${to}
    order by metric, month, key`)) as unknown as Rows;
  return result.rows.map(
    (r): RollupRow => ({
      metric: String(r.metric),
      month: String(r.month),
      key: String(r.key),
      label: (r.label as string | null) ?? null,
      count: Number(r.count),
      amount_paise: Number(r.amount_paise),
      aum_paise: Number(r.aum_paise),
    }),
  );
}

/** Names and details of a few users (the top clients of a view). */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`select id::text as id, coalesce(name, 'Client') as name from users
    where id in (${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)})`)) as unknown as Rows;
  return new Map(result.rows.map((r) => [String(r.id), String(r.name)]));
}
