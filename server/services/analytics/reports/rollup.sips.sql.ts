// The SIP book's and the commissions' rollups (see rollup.sql.ts for the scope every builder shares).
import { type SQL, sql } from 'drizzle-orm';
import { type BuildScope, SIGNED_UNITS, UNIT_TYPES } from './rollup.sql';

/** Paise a month's instalments amount to, for weekly and quarterly SIPs too. */
const MONTHLY_PAISE = sql.raw(`(case s.frequency when 'weekly' then round(s.amount_paise * 52 / 12.0)
  when 'quarterly' then round(s.amount_paise / 3.0) else s.amount_paise end)::bigint`);
/** The day a SIP stopped: its end, or the last change of a cancelled or completed one (India's calendar day). */
const STOPPED_ON = sql.raw(`(case when s.status in ('cancelled', 'completed')
  then ((s.updated_at at time zone 'UTC') + interval '330 minutes')::date else s.end_date end)`);

const mySips = (s: BuildScope) => sql`select * from sips where expert_id = ${s.expertId}
  and user_id in (select user_id from expert_clients where expert_id = ${s.expertId})`;

/**
 * Today's SIP book (by status; ending within 90 days; started this month; a step-up due within 30 days, on the
 * anniversary of the start) and, per month, SIPs started, cancelled, bounced and the monthly book at month end.
 */
export function sipFacts(s: BuildScope): SQL {
  const id = sql`${s.expertId}::uuid`;
  const today = sql`${s.today}::date`;
  return sql`
    insert into analytics_rollups (expert_id, metric, month, key, count, amount_paise)
    with s as materialized (${mySips(s)}),
    months as materialized (select m::date as month, least((m + interval '1 month' - interval '1 day')::date, ${today}) as month_end
      from generate_series(${s.start}::date, ${s.current}::date, interval '1 month') m)
    select ${id}, 'sip_status', ${s.current}::date, s.status, count(*), sum(${MONTHLY_PAISE}) from s group by 4
    union all select ${id}, 'sip_ending_90d', ${s.current}::date, '', count(*), 0 from s
      where s.status = 'active' and s.end_date between ${today} and ${today} + 90
    union all select ${id}, 'sip_step_up_due_30d', ${s.current}::date, '', count(*), 0 from s
      where s.status = 'active' and (s.step_up_amount_paise > 0 or s.step_up_percent > 0) and s.start_date < ${today}
        and (s.start_date + make_interval(years => extract(year from age(${today}, s.start_date))::int + 1))::date
          <= ${today} + 30
    union all select ${id}, 'sip_started', date_trunc('month', s.start_date)::date, '', count(*), sum(${MONTHLY_PAISE})
      from s where s.start_date >= ${s.start} and s.start_date <= ${today} group by 3
    union all select ${id}, 'sip_cancelled', date_trunc('month', ${STOPPED_ON})::date, '', count(*), 0
      from s where s.status = 'cancelled' group by 3
    union all select ${id}, 'sip_book', m.month, '', count(s.id), coalesce(sum(${MONTHLY_PAISE}), 0)
      from months m left join s on s.status <> 'pending' and s.start_date <= m.month_end
        and (${STOPPED_ON} is null or ${STOPPED_ON} > m.month_end) and (s.status <> 'paused' or m.month < ${s.current})
      group by m.month
    union all select ${id}, 'sip_bounced', date_trunc('month', (o.placed_at at time zone 'UTC') + interval '330 minutes')::date, '',
      count(*), sum(coalesce(o.amount_paise, 0))
      from orders o where o.expert_id = ${s.expertId} and o.order_type = 'sip' and o.status = 'failed'
        and o.user_id in (select user_id from expert_clients where expert_id = ${s.expertId})
        and o.placed_at >= ${s.start}::date
      group by 3`;
}

/**
 * Trail commissions as recorded (by month and fund house), and each month's fund-house commission attributed to
 * its schemes and clients in proportion to their AUM in that fund house at the month end (the trail is a rate of
 * that AUM, so the shares are the trail each earned).
 */
export function commissionFacts(s: BuildScope): SQL {
  const id = sql`${s.expertId}::uuid`;
  return sql`
    insert into analytics_rollups (expert_id, metric, month, key, label, amount_paise, aum_paise)
    with c as materialized (
      select period as month, coalesce(amc, 'Other') as amc, sum(amount_paise) as amount, sum(aum_paise) as aum
      from commissions where expert_id = ${s.expertId} and commission_type = 'trail' and period >= ${s.start}
      group by 1, 2),
    months as materialized (select distinct month, least((month + interval '1 month' - interval '1 day')::date, ${s.today}::date)
      as month_end from c),
    flows as materialized (
      select t.user_id, t.scheme_code, date_trunc('month', t.txn_date)::date as month, sum(${SIGNED_UNITS}) as units
      from transactions t join folios f on f.id = t.folio_id and f.source = 'internal'
      where t.user_id in (select user_id from expert_clients where expert_id = ${s.expertId})
        and t.txn_type in ${UNIT_TYPES} and t.txn_date <= ${s.today}
      group by 1, 2, 3),
    holdings as materialized (
      select m.month, m.month_end, f.user_id, f.scheme_code, sum(f.units) as units
      from months m join flows f on f.month <= m.month
      group by m.month, m.month_end, f.user_id, f.scheme_code),
    navs as materialized (
      select x.scheme_code, x.month, (select nh.nav from nav_history nh where nh.scheme_code = x.scheme_code
        and nh.date <= x.month_end order by nh.date desc limit 1) as nav
      from (select distinct scheme_code, month, month_end from holdings) x),
    valued as materialized (
      select h.month, h.user_id, h.scheme_code, coalesce(fu.fund_house, 'Other') as amc, fu.name,
        coalesce(round(h.units * n.nav * 100), 0) as aum
      from holdings h join funds fu on fu.scheme_code = h.scheme_code
        join navs n on n.scheme_code = h.scheme_code and n.month = h.month
      where h.units <> 0),
    shares as materialized (
      select v.*, c.amount * v.aum / nullif(sum(v.aum) over (partition by v.month, v.amc), 0) as share
      from valued v join c on c.month = v.month and c.amc = v.amc)
    select ${id}, 'commission', month, '', null, sum(amount), sum(aum) from c group by month
    union all select ${id}, 'commission_amc', month, amc, null, amount, aum from c
    union all select ${id}, 'commission_scheme', month, scheme_code::text, max(name), round(sum(share)), sum(aum)
      from shares group by month, scheme_code
    union all select ${id}, 'commission_client', month, user_id::text, null, round(sum(share)), sum(aum)
      from shares group by month, user_id`;
}
