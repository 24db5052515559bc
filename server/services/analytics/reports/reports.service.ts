// The six views of docs/ANALYTICS.md, shaped from the advisor's rollups (each view reads a few dozen rows).
import type { RollupRow } from './rollup.repo';
import { rollupRows, userNames } from './rollup.repo';
import { ensureRollups, firstDay, type Period, type ReportsDeps } from './reports.period';

export const TXN_TYPES = ['purchase', 'sip', 'redemption', 'switch', 'stp', 'swp'] as const;
export const AUM_BANDS = [
  { key: '1', band: 'Below ₹1 L' },
  { key: '2', band: '₹1 L – 5 L' },
  { key: '3', band: '₹5 L – 25 L' },
  { key: '4', band: '₹25 L – 1 Cr' },
  { key: '5', band: '₹1 Cr and above' },
] as const;
const TOP = 20;

const sum = (rows: RollupRow[], field: 'count' | 'amount_paise' | 'aum_paise') =>
  rows.reduce((total, r) => total + r[field], 0);

/** Reads the metrics of a view for the period (and the current month, where snapshots live). */
async function load(deps: ReportsDeps, expertId: string, p: Period, metrics: string[]) {
  await ensureRollups(deps, expertId, p);
  const from = p.from < p.current ? p.from : p.current;
  const to = p.to > p.current ? p.to : p.current;
  const rows = await rollupRows(deps.db, expertId, metrics, firstDay(from), firstDay(to));
  const inPeriod = (r: RollupRow) => r.month >= firstDay(p.from) && r.month <= firstDay(p.to);
  return {
    of: (metric: string) => rows.filter((r) => r.metric === metric && inPeriod(r)),
    now: (metric: string) => rows.filter((r) => r.metric === metric && r.month === firstDay(p.current)),
    at: (metric: string, month: string) => rows.filter((r) => r.metric === metric && r.month === firstDay(month)),
  };
}

/** Sums `field` by key over rows, largest first. */
function byKey(rows: RollupRow[], field: 'amount_paise' | 'aum_paise') {
  const totals = new Map<string, { key: string; label: string | null; value: number }>();
  for (const r of rows) {
    const entry = totals.get(r.key) ?? { key: r.key, label: r.label, value: 0 };
    entry.value += r[field];
    totals.set(r.key, entry);
  }
  return [...totals.values()].sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

export async function summaryView(deps: ReportsDeps, expertId: string, p: Period) {
  // The last complete month, or the period's end when the book's data stops before it (commission_month says which).
  const lastMonth = p.to < p.current ? p.to : previousMonth(p.current);
  const v = await load(deps, expertId, { ...p, from: lastMonth, to: p.current }, ['aum', 'kyc', 'sip_status', 'commission']);
  const active = v.now('sip_status').filter((r) => r.key === 'active');
  return {
    aum_paise: sum(v.now('aum'), 'aum_paise'),
    clients: sum(v.now('kyc'), 'count'),
    active_sips: sum(active, 'count'),
    sip_book_paise: sum(active, 'amount_paise'),
    commission_last_month_paise: sum(v.at('commission', lastMonth), 'amount_paise'),
    commission_month: lastMonth,
    as_of: p.today,
  };
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export async function aumView(deps: ReportsDeps, expertId: string, p: Period) {
  const v = await load(deps, expertId, p, ['aum', 'aum_category', 'aum_amc', 'client']);
  const end = p.to < p.current ? p.to : p.current;
  const aum = new Map(v.of('aum').map((r) => [r.month, r.aum_paise]));
  const clients = v.now('client').sort((a, b) => a.count - b.count);
  const top = clients.filter((r) => r.key !== 'others');
  const others = clients.find((r) => r.key === 'others');
  // Names are read now, not kept in the rollup: a client renamed since the build shows the new name.
  const names = await userNames(deps.db, top.map((r) => r.key));
  return {
    series: p.months.map((month) => ({ month, aum_paise: aum.get(firstDay(month)) ?? 0 })),
    by_category: byKey(v.at('aum_category', end), 'aum_paise').map((e) => ({ name: e.key, aum_paise: e.value })),
    by_fund_house: byKey(v.at('aum_amc', end), 'aum_paise').map((e) => ({ name: e.key, aum_paise: e.value })),
    by_client: [
      ...top.map((r) => ({ user_id: r.key as string | null, name: names.get(r.key) ?? 'Client', aum_paise: r.aum_paise })),
      ...(others ? [{ user_id: null, name: 'Others', aum_paise: others.aum_paise }] : []),
    ],
    as_of: p.today,
  };
}

export async function sipsView(deps: ReportsDeps, expertId: string, p: Period) {
  const metrics = ['sip_status', 'sip_ending_90d', 'sip_step_up_due_30d', 'sip_started', 'sip_cancelled', 'sip_book', 'sip_bounced'];
  const v = await load(deps, expertId, p, metrics);
  const status = (key: string) => v.now('sip_status').filter((r) => r.key === key);
  const monthly = (metric: string) => new Map(v.of(metric).map((r) => [r.month, r]));
  const [started, cancelled, book] = [monthly('sip_started'), monthly('sip_cancelled'), monthly('sip_book')];
  return {
    active: sum(status('active'), 'count'),
    paused: sum(status('paused'), 'count'),
    ending_90d: sum(v.now('sip_ending_90d'), 'count'),
    bounced: sum(v.of('sip_bounced'), 'count'),
    new_this_month: sum(v.now('sip_started'), 'count'),
    step_ups_due_30d: sum(v.now('sip_step_up_due_30d'), 'count'),
    book_paise: sum(status('active'), 'amount_paise'),
    series: p.months.map((month) => ({
      month,
      started: started.get(firstDay(month))?.count ?? 0,
      cancelled: cancelled.get(firstDay(month))?.count ?? 0,
      book_paise: book.get(firstDay(month))?.amount_paise ?? 0,
    })),
  };
}

export async function clientsView(deps: ReportsDeps, expertId: string, p: Period) {
  const v = await load(deps, expertId, p, ['band', 'activity', 'kyc', 'new_clients']);
  const activity = (key: string) => sum(v.now('activity').filter((r) => r.key === key), 'count');
  return {
    total: sum(v.now('kyc'), 'count'),
    by_aum_band: AUM_BANDS.map(({ key, band }) => {
      const rows = v.now('band').filter((r) => r.key === key);
      return { band, clients: sum(rows, 'count'), aum_paise: sum(rows, 'aum_paise') };
    }),
    by_activity: [
      { activity: 'active' as const, clients: activity('active') },
      { activity: 'dormant' as const, clients: activity('dormant') },
      { activity: 'new' as const, clients: sum(v.of('new_clients'), 'count') },
    ],
    by_kyc_status: v
      .now('kyc')
      .map((r) => ({ status: r.key, clients: r.count }))
      .sort((a, b) => b.clients - a.clients || a.status.localeCompare(b.status)),
  };
}

export async function transactionsView(deps: ReportsDeps, expertId: string, p: Period) {
  const v = await load(deps, expertId, p, ['txn']);
  const rows = v.of('txn');
  const cell = (month: string, type: string) => rows.filter((r) => r.month === firstDay(month) && r.key === type);
  return {
    series: p.months.flatMap((month) =>
      TXN_TYPES.map((type) => ({
        month,
        type,
        count: sum(cell(month, type), 'count'),
        amount_paise: sum(cell(month, type), 'amount_paise'),
      })),
    ),
    totals: TXN_TYPES.map((type) => {
      const ofType = rows.filter((r) => r.key === type);
      return { type, count: sum(ofType, 'count'), amount_paise: sum(ofType, 'amount_paise') };
    }),
  };
}

export async function commissionsView(deps: ReportsDeps, expertId: string, p: Period) {
  const metrics = ['commission', 'commission_amc', 'commission_scheme', 'commission_client'];
  const v = await load(deps, expertId, p, metrics);
  const monthly = new Map(v.of('commission').map((r) => [r.month, r]));
  const clients = byKey(v.of('commission_client'), 'amount_paise').slice(0, TOP);
  const names = await userNames(deps.db, clients.map((c) => c.key));
  return {
    series: p.months.map((month) => ({
      month,
      amount_paise: monthly.get(firstDay(month))?.amount_paise ?? 0,
      aum_paise: monthly.get(firstDay(month))?.aum_paise ?? 0,
    })),
    by_fund_house: byKey(v.of('commission_amc'), 'amount_paise').map((e) => ({ name: e.key, amount_paise: e.value })),
    by_scheme: byKey(v.of('commission_scheme'), 'amount_paise')
      .slice(0, TOP)
      .map((e) => ({ scheme_code: Number(e.key), name: e.label ?? e.key, amount_paise: e.value })),
    by_client: clients.map((e) => ({ user_id: e.key, name: names.get(e.key) ?? 'Client', amount_paise: e.value })),
    total_paise: sum(v.of('commission'), 'amount_paise'),
  };
}
