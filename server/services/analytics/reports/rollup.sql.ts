// The SQL that builds one advisor's rollups (analytics_rollups) from the book. Each builder inserts the rows of a
// few metrics; all read only the advisor's clients (expert_clients) and, for transactions, SIPs, orders and
// commissions, only the rows carrying the advisor's expert_id.
import { type SQL, sql } from 'drizzle-orm';

export interface BuildScope {
  expertId: string;
  /** Today in India (YYYY-MM-DD). */
  today: string;
  /** The first day of today's month. */
  current: string;
  /** The first month kept (a hundred and twenty months back). */
  start: string;
}

/** Units a transaction adds to a holding (negative: units taken out). Only the types a ZF folio records. */
export const SIGNED_UNITS = sql.raw(`case when t.txn_type in ('redemption','switch_out','stp_out','swp') then -t.units
  else t.units end`);
export const UNIT_TYPES = sql.raw(`('purchase','sip','redemption','switch_in','switch_out','stp_in','stp_out','swp',
  'dividend_reinvest')`);
/** A date-time's month in India (UTC+05:30, no daylight saving), whatever the session's time zone. */
const istMonth = (column: string) => sql.raw(`date_trunc('month', (${column} at time zone 'UTC') + interval '330 minutes')::date`);
/** A scheme's NAV on a day: the latest quote when it is not newer than that day, else the history. */
const navOn = (scheme: SQL, day: SQL) => sql`(case when fu.nav_date <= ${day} then fu.nav else (select nh.nav
  from nav_history nh where nh.scheme_code = ${scheme} and nh.date <= ${day} order by nh.date desc limit 1) end)`;

const mine = (s: BuildScope) => sql`select user_id from expert_clients where expert_id = ${s.expertId}`;

/** Month-end AUM: total, by category, by fund house and by scheme (each scheme valued once at its NAV that day). */
export function aumMonths(s: BuildScope): SQL {
  return sql`
    insert into analytics_rollups (expert_id, metric, month, key, label, aum_paise)
    with flows as materialized (
      select greatest(date_trunc('month', t.txn_date)::date, ${s.start}::date) as month, t.scheme_code,
        sum(${SIGNED_UNITS}) as units
      from transactions t join folios f on f.id = t.folio_id and f.source = 'internal'
      where t.user_id in (${mine(s)}) and t.txn_date <= ${s.today} and t.txn_type in ${UNIT_TYPES}
      group by 1, 2),
    grid as materialized (
      select m.month::date as month, c.scheme_code
      from generate_series(${s.start}::date, ${s.current}::date, interval '1 month') m(month)
      cross join (select distinct scheme_code from flows) c),
    held as materialized (
      select g.month, g.scheme_code,
        sum(coalesce(f.units, 0)) over (partition by g.scheme_code order by g.month) as units,
        least((g.month + interval '1 month' - interval '1 day')::date, ${s.today}::date) as value_on
      from grid g left join flows f on f.month = g.month and f.scheme_code = g.scheme_code),
    valued as materialized (
      select h.month, h.scheme_code, coalesce(fu.category, 'Other') as category,
        coalesce(fu.fund_house, 'Other') as fund_house,
        coalesce(round(h.units * ${navOn(sql`h.scheme_code`, sql`h.value_on`)} * 100), 0)::bigint as aum
      from held h join funds fu on fu.scheme_code = h.scheme_code
      where h.units <> 0)
    select ${s.expertId}::uuid, 'aum', month, '', null, sum(aum) from valued group by month
    union all select ${s.expertId}::uuid, 'aum_category', month, category, null, sum(aum) from valued
      group by month, category
    union all select ${s.expertId}::uuid, 'aum_amc', month, fund_house, null, sum(aum) from valued
      group by month, fund_house
    union all select ${s.expertId}::uuid, 'aum_scheme', month, scheme_code::text, fund_house, aum from valued`;
}

/** Today's AUM of each client: their bands, the top twenty and the rest, activity and KYC status. */
export function clientFacts(s: BuildScope): SQL {
  const id = sql`${s.expertId}::uuid`;
  return sql`
    insert into analytics_rollups (expert_id, metric, month, key, label, count, aum_paise)
    with units as materialized (
      select t.user_id, t.scheme_code, sum(${SIGNED_UNITS}) as units
      from transactions t join folios f on f.id = t.folio_id and f.source = 'internal'
      where t.user_id in (${mine(s)}) and t.txn_date <= ${s.today} and t.txn_type in ${UNIT_TYPES}
      group by 1, 2),
    navs as materialized (
      select fu.scheme_code, ${navOn(sql`fu.scheme_code`, sql`${s.today}::date`)} as nav
      from funds fu where fu.scheme_code in (select distinct scheme_code from units)),
    client_aum as materialized (
      select x.user_id, sum(coalesce(round(x.units * n.nav * 100), 0))::bigint as aum
      from units x join navs n on n.scheme_code = x.scheme_code group by x.user_id),
    clients as materialized (
      select ec.user_id, coalesce(k.kyc_status, 'not_started') as kyc_status, coalesce(a.aum, 0) as aum,
        exists (select 1 from transactions t where t.user_id = ec.user_id
          and t.txn_date > ${s.today}::date - 90 and t.txn_date <= ${s.today}) as active
      from expert_clients ec left join kyc_records k on k.user_id = ec.user_id
        left join client_aum a on a.user_id = ec.user_id
      where ec.expert_id = ${s.expertId}),
    ranked as materialized (select c.*, row_number() over (order by aum desc, user_id) as rank from clients c)
    select ${id}, 'band', ${s.current}::date, case when aum < 10000000 then '1' when aum < 50000000 then '2'
      when aum < 250000000 then '3' when aum < 1000000000 then '4' else '5' end, null, count(*), sum(aum)
      from clients group by 4
    union all select ${id}, 'activity', ${s.current}::date, case when active then 'active' else 'dormant' end,
      null, count(*), 0 from clients group by 4
    union all select ${id}, 'kyc', ${s.current}::date, kyc_status, null, count(*), 0 from clients group by 4
    union all select ${id}, 'client', ${s.current}::date, user_id::text, null, rank, aum
      from ranked where rank <= 20
    union all select ${id}, 'client', ${s.current}::date, 'others', null, count(*), coalesce(sum(aum), 0)
      from ranked where rank > 20 having count(*) > 0
    union all select ${id}, 'new_clients', ${istMonth('ec.created_at')}, '', null, count(*), 0
      from expert_clients ec where ec.expert_id = ${s.expertId} group by 3`;
}

/** Transactions by month and type (a switch or STP counted once, by its outgoing leg). */
export function transactionMonths(s: BuildScope): SQL {
  return sql`
    insert into analytics_rollups (expert_id, metric, month, key, count, amount_paise)
    select ${s.expertId}::uuid, 'txn', date_trunc('month', t.txn_date)::date,
      case t.txn_type when 'switch_out' then 'switch' when 'stp_out' then 'stp' else t.txn_type end,
      count(*), sum(t.amount_paise)
    from transactions t
    where t.expert_id = ${s.expertId} and t.user_id in (${mine(s)}) and t.txn_date >= ${s.start}
      and t.txn_type in ('purchase', 'sip', 'redemption', 'switch_out', 'stp_out', 'swp')
    group by 3, 4`;
}
