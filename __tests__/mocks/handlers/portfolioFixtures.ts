// Demo-like portfolio answers in the contract's shapes (docs/PORTFOLIO.md): Asha (u-1) holds three schemes through
// ZF and one imported; Vikram (u-3) holds nothing; an advisor has 250 clients to page through.
import type {
  ClientRow,
  FolioDetail,
  PortfolioSummary,
  SchemeHolding,
  Txn,
} from '@/services/portfolio.types';

export const ASHA = 'u-1';
export const VIKRAM = 'u-3';

export const internalHoldings: SchemeHolding[] = [
  {
    scheme_code: 120503,
    scheme_name: 'Axis ELSS Tax Saver Fund - Direct Growth',
    category: 'Equity Scheme - ELSS',
    amc: 'Axis Mutual Fund',
    nav: '92.4310',
    nav_date: '2026-11-20',
    units: '1081.9500',
    net_cost: 8_000_000,
    current_value: 10_000_581,
    gain_or_loss: 2_000_581,
    absolute_return_pct: 25.01,
    xirr_pct: 14.62,
    folioLevel: [
      { folio_id: 'f-1', folio_no: '9103845/12', units: '1081.9500', net_cost: 8_000_000, current_value: 10_000_581, gain_or_loss: 2_000_581, average_cost: '73.9406' },
    ],
  },
  {
    scheme_code: 118989,
    scheme_name: 'HDFC Mid-Cap Opportunities Fund - Direct Growth',
    category: 'Equity Scheme - Mid Cap Fund',
    amc: 'HDFC Mutual Fund',
    nav: '201.1200',
    nav_date: '2026-11-20',
    units: '248.6300',
    net_cost: 4_500_000,
    current_value: 5_000_446,
    gain_or_loss: 500_446,
    absolute_return_pct: 11.12,
    xirr_pct: 9.8,
    folioLevel: [
      { folio_id: 'f-2', folio_no: '2211903/45', units: '148.6300', net_cost: 2_700_000, current_value: 2_989_246, gain_or_loss: 289_246, average_cost: '181.6591' },
      { folio_id: 'f-3', folio_no: '2211903/46', units: '100.0000', net_cost: 1_800_000, current_value: 2_011_200, gain_or_loss: 211_200, average_cost: '180.0000' },
    ],
  },
  {
    scheme_code: 119062,
    scheme_name: 'HDFC Corporate Bond Fund - Direct Growth',
    category: 'Debt Scheme - Corporate Bond Fund',
    amc: 'HDFC Mutual Fund',
    nav: '31.0500',
    nav_date: '2026-11-18',
    units: '640.0000',
    net_cost: 2_100_000,
    current_value: 1_987_200,
    gain_or_loss: -112_800,
    absolute_return_pct: -5.37,
    xirr_pct: null,
    folioLevel: [
      { folio_id: 'f-4', folio_no: '2211903/45', units: '640.0000', net_cost: 2_100_000, current_value: 1_987_200, gain_or_loss: -112_800, average_cost: '32.8125' },
    ],
  },
];

export const externalHoldings: SchemeHolding[] = [
  {
    scheme_code: 122639,
    scheme_name: 'Parag Parikh Flexi Cap Fund - Direct Growth',
    category: 'Equity Scheme - Flexi Cap Fund',
    amc: 'PPFAS Mutual Fund',
    nav: '85.2000',
    nav_date: '2026-11-20',
    units: '117.3700',
    net_cost: 900_000,
    current_value: 1_000_000,
    gain_or_loss: 100_000,
    absolute_return_pct: 11.11,
    xirr_pct: 12.3,
    folioLevel: [
      { folio_id: 'x-1', folio_no: '13245678', units: '117.3700', net_cost: 900_000, current_value: 1_000_000, gain_or_loss: 100_000, average_cost: '76.6806' },
    ],
  },
];

const section = (invested: number, value: number, xirr: number | null) => ({
  invested_paise: invested,
  current_value_paise: value,
  gain_paise: value - invested,
  absolute_return_pct: Math.round(((value - invested) / invested) * 10_000) / 100,
  xirr_pct: xirr,
});

export function summaryOf(external: SchemeHolding[], valuedAt = '2026-11-21T09:15:00.000Z'): PortfolioSummary {
  const internalSummary = section(14_600_000, 16_988_227, 12.41);
  const extInvested = external.reduce((s, h) => s + h.net_cost, 0);
  const extValue = external.reduce((s, h) => s + h.current_value, 0);
  return {
    summary: {
      ...section(14_600_000 + extInvested, 16_988_227 + extValue, 12.37),
      internal_summary: internalSummary,
      external_summary: external.length ? section(extInvested, extValue, 12.3) : undefined,
    },
    internal: internalHoldings,
    external,
    nav_date: '2026-11-20',
    valued_at: valuedAt,
  };
}

export const EMPTY_SUMMARY: PortfolioSummary = {
  summary: { invested_paise: 0, current_value_paise: 0, gain_paise: 0, absolute_return_pct: null, xirr_pct: null },
  internal: [],
  external: [],
  nav_date: null,
  valued_at: '2026-11-21T09:15:00.000Z',
};

const TYPES = ['purchase', 'sip', 'sip', 'sip', 'redemption', 'switch_in'];

/** 45 transactions over three years, newest first, spread across Asha's folios. */
export const transactions: Txn[] = Array.from({ length: 45 }, (_, i) => {
  const holding = internalHoldings[i % 3];
  const folio = holding.folioLevel[0];
  const month = 11 - (i % 12);
  const year = 2026 - Math.floor(i / 12);
  return {
    id: `t-${i + 1}`,
    txn_date: `${year}-${String(month).padStart(2, '0')}-05`,
    txn_type: TYPES[i % TYPES.length],
    scheme_code: holding.scheme_code,
    scheme_name: holding.scheme_name,
    folio_no: folio.folio_no,
    nav: holding.nav ?? '0',
    // The newest is a sandbox allotment after the market data ended: its NAV was carried forward.
    nav_carried_from: i === 0 ? '2026-08-21' : null,
    units: '10.0000',
    amount_paise: 500_000 + i * 1_000,
    stamp_duty_paise: TYPES[i % TYPES.length] === 'redemption' ? 0 : 25,
    // A redemption within a year of its purchase left 1 % with the fund house.
    exit_load_paise: TYPES[i % TYPES.length] === 'redemption' ? 5_000 : 0,
  };
});

export function folioDetailOf(folioId: string, schemeCode: string): FolioDetail | null {
  const holding = internalHoldings.find((h) => String(h.scheme_code) === schemeCode);
  const folio = holding?.folioLevel.find((f) => f.folio_id === folioId);
  if (!holding || !folio) return null;
  return {
    folio: { id: folio.folio_id, folio_no: folio.folio_no, amc: holding.amc, source: 'internal' },
    scheme: { scheme_code: holding.scheme_code, scheme_name: holding.scheme_name, category: holding.category, nav: holding.nav, nav_date: holding.nav_date },
    units: folio.units,
    average_cost: folio.average_cost,
    invested_paise: folio.net_cost,
    current_value_paise: folio.current_value,
    gain_paise: folio.gain_or_loss,
    absolute_return_pct: holding.absolute_return_pct,
    xirr_pct: holding.xirr_pct,
    transactions: transactions.filter((t) => String(t.scheme_code) === schemeCode).slice(0, 6),
    sips: [
      {
        id: 'sip-1', amount_paise: 500_000, day: 5, frequency: 'monthly', start_date: '2023-01-05', end_date: null,
        next_due_date: '2026-12-05', status: 'active', step_up_percent: 10, step_up_amount_paise: null,
      },
    ],
  };
}

const FIRST = ['Asha', 'Rohit', 'Meera', 'Imran', 'Kavya', 'Suresh', 'Neha', 'Arjun', 'Pooja', 'Farhan'];
const LAST = ['Verma', 'Iyer', 'Khan', 'Patel', 'Nair', 'Reddy', 'Gupta', 'Das', 'Joshi', 'Singh'];
const KYC = ['verified', 'verified', 'submitted', 'in_progress', 'not_started'];

export const clients: ClientRow[] = Array.from({ length: 250 }, (_, i) => {
  const invested = 1_000_000 + ((i * 7_919) % 500) * 100_000;
  const value = invested + (((i * 31) % 41) - 10) * 20_000;
  return {
    user_id: `c-${i + 1}`,
    name: `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`,
    mobile_no: `98${String(10_000_000 + i).padStart(8, '0')}`,
    pan_last4: String(1000 + i),
    kyc_status: KYC[i % KYC.length],
    invested_paise: invested,
    current_value_paise: value,
    gain_paise: value - invested,
    xirr_pct: i % 9 === 0 ? null : Math.round((((i * 13) % 30) - 5) * 100) / 100,
  };
});
