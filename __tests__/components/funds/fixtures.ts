// Fund data shaped as the market service answers, taken from the seeded AMFI files (scheme 122640 has a
// NAV history; 120716 has only the two daily files).
import type {
  FilterMeta,
  FundDetail,
  FundList,
  FundReturns,
  FundSummary,
  NavPoint,
} from '@/utils/funds/types';

export const PARAG: FundDetail = {
  scheme_code: 122640,
  slug: 'parag-parikh-flexi-cap-fund-regular-growth-122640',
  name: 'Parag Parikh Flexi Cap Fund',
  plan: 'Regular',
  option: 'Growth',
  option_label: 'Growth',
  fund_house: 'PPFAS Mutual Fund',
  scheme_type: 'Open Ended Schemes',
  category: 'Equity Scheme',
  sub_category: 'Flexi Cap Fund',
  isin_growth: 'INF879O01019',
  isin_reinvestment: null,
  nav: '82.6988',
  nav_date: '2026-08-20',
  return_1y: -0.023066,
  return_3y: 0.13958,
  return_5y: 0.125609,
  returns_as_of: '2026-08-20',
  previous_nav: { date: '2026-08-18', nav: '82.4788' },
};

export const PARAG_RETURNS: FundReturns = {
  as_of: '2026-08-20',
  abs: {
    '1M': null,
    '3M': null,
    '6M': null,
    '1Y': -0.023066,
    '3Y': 0.479906,
    '5Y': 0.806913,
    inception: 3.733463,
  },
  cagr: { '1Y': -0.023066, '3Y': 0.13958, '5Y': 0.125609, inception: 0.15623 },
};

export const UTI_NIFTY: FundDetail = {
  scheme_code: 120716,
  slug: 'uti-nifty-50-index-fund-direct-growth-120716',
  name: 'UTI Nifty 50 Index Fund',
  plan: 'Direct',
  option: 'Growth',
  option_label: 'Growth Option',
  fund_house: 'UTI Mutual Fund',
  scheme_type: 'Open Ended Schemes',
  category: 'Other Scheme',
  sub_category: 'Index Funds',
  isin_growth: 'INF789F01XA0',
  isin_reinvestment: null,
  nav: '170.7719',
  nav_date: '2026-08-21',
  return_1y: null,
  return_3y: null,
  return_5y: null,
  returns_as_of: null,
  previous_nav: { date: '2026-08-18', nav: '170.0922' },
};

export const UTI_RETURNS: FundReturns = {
  as_of: '2026-08-21',
  abs: {
    '1M': null,
    '3M': null,
    '6M': null,
    '1Y': null,
    '3Y': null,
    '5Y': null,
    inception: 0.003996,
  },
  cagr: { '1Y': null, '3Y': null, '5Y': null, inception: null },
};

const { previous_nav: _p, ...paragSummary } = PARAG;

export const QUANT_IDCW: FundSummary = {
  ...paragSummary,
  scheme_code: 120820,
  slug: 'quant-multi-asset-allocation-fund-direct-idcw-120820',
  name: 'Quant Multi Asset Allocation Fund',
  plan: 'Direct',
  option: 'IDCW',
  option_label: 'IDCW Option',
  fund_house: 'quant Mutual Fund',
  category: 'Hybrid Scheme',
  sub_category: 'Multi Asset Allocation',
  isin_growth: 'INF966L01564',
  isin_reinvestment: 'INF966L01572',
  nav: '170.2582',
  nav_date: '2026-08-21',
  return_1y: 0.210908,
  return_3y: 0.234301,
  return_5y: null,
};

export const LIST: FundList = {
  total: 2345,
  page: 2,
  limit: 20,
  items: [paragSummary, QUANT_IDCW],
};

export const META: FilterMeta = {
  categories: [
    {
      category: 'Equity Scheme',
      count: 2416,
      sub_categories: [
        { sub_category: 'Flexi Cap Fund', count: 188 },
        { sub_category: 'ELSS', count: 176 },
      ],
    },
    {
      category: 'Debt Scheme',
      count: 2754,
      sub_categories: [{ sub_category: 'Liquid Fund', count: 404 }],
    },
  ],
  fund_houses: [
    { fund_house: 'PPFAS Mutual Fund', count: 20 },
    { fund_house: 'SBI Mutual Fund', count: 400 },
  ],
  plans: [
    { plan: 'Direct', count: 6701 },
    { plan: 'Regular', count: 5145 },
  ],
  options: [
    { option: 'Growth', count: 6114 },
    { option: 'IDCW', count: 7450 },
  ],
};

/** Weekday NAVs from 2023-01-02 to 2025-12-02, then the two daily files of August 2026. */
export function paragHistory(): NavPoint[] {
  const points: NavPoint[] = [];
  const d = new Date('2023-01-02T00:00:00Z');
  while (d.toISOString().slice(0, 10) <= '2025-12-02') {
    if (d.getUTCDay() % 6 !== 0)
      points.push({
        date: d.toISOString().slice(0, 10),
        nav: (50 + points.length * 0.05).toFixed(4),
      });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return [
    ...points,
    { date: '2026-08-18', nav: '82.4788' },
    { date: '2026-08-20', nav: '82.6988' },
  ];
}
