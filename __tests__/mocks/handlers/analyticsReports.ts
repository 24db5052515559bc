// The advisor's report views (/analytics/reports): small fixed figures, the period each call asked for, and a
// switch to make the next calls fail.
import { http, HttpResponse } from 'msw';
import type { Reports, ReportView } from '@/services/analytics.types';
import type { DashboardTiles } from '@/utils/analytics/wire';
import { authed } from '../session';
import { at } from './at';

const months = ['2026-10', '2026-11'];

export const REPORTS: Reports = {
  summary: { aum_paise: 1_23_45_678_00, clients: 25, active_sips: 30, sip_book_paise: 4_50_000_00, commission_last_month_paise: 12_345_67, as_of: '2026-11-23' },
  aum: {
    series: months.map((month, i) => ({ month, aum_paise: (i + 1) * 1_00_00_000_00 })),
    by_category: [{ name: 'Equity Scheme', aum_paise: 1_50_00_000_00 }, { name: 'Debt Scheme', aum_paise: 50_00_000_00 }],
    by_fund_house: [{ name: 'PPFAS Mutual Fund', aum_paise: 2_00_00_000_00 }],
    by_client: [{ user_id: 'u-1', name: 'Asha Verma', aum_paise: 1_20_00_000_00 }, { user_id: null, name: 'Others', aum_paise: 80_00_000_00 }],
    as_of: '2026-11-23',
  },
  sips: {
    active: 30, paused: 2, ending_90d: 1, bounced: 3, new_this_month: 4, step_ups_due_30d: 5, book_paise: 4_50_000_00,
    series: months.map((month) => ({ month, started: 2, cancelled: 1, book_paise: 4_50_000_00 })),
  },
  clients: {
    total: 25,
    by_aum_band: [{ band: 'Below ₹1 L', clients: 20, aum_paise: 5_00_000_00 }, { band: '₹1 L – 5 L', clients: 5, aum_paise: 12_00_000_00 }],
    by_activity: [{ activity: 'active', clients: 18 }, { activity: 'dormant', clients: 7 }, { activity: 'new', clients: 2 }],
    by_kyc_status: [{ status: 'verified', clients: 22 }, { status: 'on_hold', clients: 3 }],
  },
  transactions: {
    series: months.flatMap((month) => [{ month, type: 'purchase' as const, count: 3, amount_paise: 30_000_00 }, { month, type: 'sip' as const, count: 10, amount_paise: 50_000_00 }]),
    totals: [
      { type: 'purchase', count: 6, amount_paise: 60_000_00 },
      { type: 'sip', count: 20, amount_paise: 1_00_000_00 },
      { type: 'redemption', count: 0, amount_paise: 0 },
      { type: 'switch', count: 0, amount_paise: 0 },
      { type: 'stp', count: 0, amount_paise: 0 },
      { type: 'swp', count: 0, amount_paise: 0 },
    ],
  },
  commissions: {
    series: months.map((month) => ({ month, amount_paise: 10_000_00, aum_paise: 1_00_00_000_00 })),
    by_fund_house: [{ name: 'PPFAS Mutual Fund', amount_paise: 20_000_00 }],
    by_scheme: [{ scheme_code: 122639, name: 'Parag Parikh Flexi Cap Fund', amount_paise: 20_000_00 }],
    by_client: [{ user_id: 'u-1', name: 'Asha Verma', amount_paise: 20_000_00 }],
    total_paise: 20_000_00,
  },
};

/** The advisor dashboard's tiles (GET /reports/dashboard). */
export const DASHBOARD_TILES: DashboardTiles = {
  aum_paise: 1_23_45_678_00,
  aum_change_paise: -2_50_000_00,
  sip_book_paise: 4_50_000_00,
  active_sips: 30,
  sip_bounces_this_month: 3,
  kyc_pending: 3,
  orders_today: 4,
  payments_pending: 2,
  sips_mandate_ending_30d: 1,
  birthdays_7d: 2,
  follow_ups_today: 5,
  as_of: '2026-11-23',
  month: '2026-11',
};

export const reportsMock = {
  calls: [] as { view: string; query: Record<string, string> }[],
  failing: false,
  empty: false,
  /** Answers to use instead of the fixed ones, per view. */
  overrides: {} as Partial<Reports>,
};

export function resetReports() {
  reportsMock.calls = [];
  reportsMock.failing = false;
  reportsMock.empty = false;
  reportsMock.overrides = {};
}

const EMPTY_SUMMARY = { ...REPORTS.summary, clients: 0, aum_paise: 0 };

/** Among the default handlers: every expert dashboard asks for its tiles. */
export const dashboardTilesHandler = http.get(
  at('analytics', '/reports/dashboard'),
  authed(() => HttpResponse.json({ status: 'success', data: DASHBOARD_TILES })),
);

export const reportsHandlers = [
  dashboardTilesHandler,
  http.get(
    at('analytics', '/reports/:file'),
    authed(({ request, params }) => {
      const file = String(params.file);
      const view = file.replace(/\.csv$/, '') as ReportView;
      reportsMock.calls.push({ view: file, query: Object.fromEntries(new URL(request.url).searchParams) });
      if (reportsMock.failing) return HttpResponse.json({ status: 'failed', message: 'Choose a start month before the end month' }, { status: 400 });
      if (file.endsWith('.csv')) return new HttpResponse('section,name,count,amount_rupees\r\n', { headers: { 'content-type': 'text/csv' } });
      const data = reportsMock.empty && view === 'summary' ? EMPTY_SUMMARY : (reportsMock.overrides[view] ?? REPORTS[view]);
      return HttpResponse.json({ status: 'success', data });
    }),
  ),
];
