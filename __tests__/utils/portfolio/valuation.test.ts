import type { PortfolioTxn } from '@/utils/portfolio/types';
import { summarisePortfolio, valueScheme, type SchemeInput } from '@/utils/portfolio/valuation';

const txn = (
  date: string,
  type: PortfolioTxn['type'],
  units: string,
  amountPaise: number,
  extra = {},
) => ({
  date,
  type,
  units,
  amountPaise,
  ...extra,
});

const scheme = (overrides: Partial<SchemeInput>): SchemeInput => ({
  scheme_code: 122639,
  scheme_name: 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth',
  category: 'Equity Scheme - Flexi Cap Fund',
  amc: 'PPFAS Mutual Fund',
  nav: '12.3456',
  nav_date: '2024-12-31',
  folios: [],
  ...overrides,
});

/** One scheme in a single folio, valued on asOf. */
const oneFolio = (overrides: Partial<SchemeInput>, txns: PortfolioTxn[], asOf: string) =>
  valueScheme(scheme({ ...overrides, folios: [{ folio_id: 'f', folio_no: 'F', txns }] }), asOf);

// Worked by hand. Folio A: 100 units for ₹1,000 plus 5 paise stamp duty on 2024-01-01. Folio B: 50 units for
// ₹600 on 2024-06-01 (a SIP), 20 redeemed for ₹260 on 2024-09-01 with ₹2.60 exit load. NAV 12.3456.
const folioA = {
  folio_id: 'fa',
  folio_no: 'A-1',
  txns: [txn('2024-01-01', 'purchase', '100.0000', 100_000, { stampDutyPaise: 5 })],
};
const folioB = {
  folio_id: 'fb',
  folio_no: 'B-1',
  txns: [
    txn('2024-06-01', 'sip', '50.0000', 60_000),
    txn('2024-09-01', 'redemption', '20.0000', 26_000, { exitLoadPaise: 260 }),
  ],
};

describe('valueScheme', () => {
  const { holding, flows } = valueScheme(scheme({ folios: [folioA, folioB] }), '2025-01-01');

  it('values each folio at units × NAV against the cost of the units still held', () => {
    expect(holding.folioLevel).toEqual([
      // 100 × 12.3456 = ₹1,234.56; cost ₹1,000.05; average 10.0005.
      {
        folio_id: 'fa',
        folio_no: 'A-1',
        units: '100.0000',
        net_cost: 100_005,
        current_value: 123_456,
        gain_or_loss: 23_451,
        average_cost: '10.0005',
      },
      // 30 units left of 50 bought for ₹600: cost ₹360; 30 × 12.3456 = ₹370.368 -> 37,037 paise.
      {
        folio_id: 'fb',
        folio_no: 'B-1',
        units: '30.0000',
        net_cost: 36_000,
        current_value: 37_037,
        gain_or_loss: 1_037,
        average_cost: '12.0000',
      },
    ]);
  });

  it('sums the folios into the scheme with its returns', () => {
    expect(holding).toMatchObject({
      scheme_code: 122639,
      units: '130.0000',
      net_cost: 136_005,
      current_value: 160_493,
      gain_or_loss: 24_488,
      // 24,488 / 1,36,005 = 18.0052 %
      absolute_return_pct: 18.01,
      // scipy brentq on -100005 (2024-01-01), -60000 (2024-06-01), +25740 (2024-09-01), +160493 (2025-01-01):
      // 0.2081031605.
      xirr_pct: 20.81,
    });
  });

  it('uses the money that moved as flows: stamp duty in, exit load kept back', () => {
    expect(flows).toEqual([
      { date: '2024-01-01', amountPaise: -100_005 },
      { date: '2024-06-01', amountPaise: -60_000 },
      { date: '2024-09-01', amountPaise: 25_740 },
      { date: '2025-01-01', amountPaise: 160_493 },
    ]);
  });

  it('carries a scheme without any NAV at cost, with no returns rather than 0 %', () => {
    const unpriced = valueScheme(
      scheme({ nav: null, nav_date: null, folios: [folioA] }),
      '2025-01-01',
    ).holding;
    expect(unpriced).toMatchObject({
      current_value: 100_005,
      gain_or_loss: 0,
      absolute_return_pct: null,
      xirr_pct: null,
    });
  });

  it('has no absolute return once everything is sold, but still an XIRR', () => {
    const sold = oneFolio(
      {},
      [
        txn('2024-01-01', 'purchase', '10.0000', 10_000),
        txn('2025-01-01', 'redemption', '10.0000', 11_000),
      ],
      '2025-06-01',
    ).holding;
    expect(sold).toMatchObject({
      units: '0.0000',
      net_cost: 0,
      current_value: 0,
      absolute_return_pct: null,
    });
    // 1.1^(365/366) - 1 = 9.97 %
    expect(sold.xirr_pct).toBe(9.97);
  });
});

describe('summarisePortfolio', () => {
  // A switch: ₹1,00,000 into A on 2024-01-01, switched out for ₹1,10,000 into B on 2024-07-01; B at NAV 121 for
  // 1,000 units on 2025-01-01 is ₹1,21,000. External: folio A of the scheme test above.
  const a = oneFolio(
    { scheme_code: 1, nav: '11' },
    [
      txn('2024-01-01', 'purchase', '10000.0000', 10_000_000),
      txn('2024-07-01', 'switch_out', '10000.0000', 11_000_000),
    ],
    '2025-01-01',
  );
  const b = oneFolio(
    { scheme_code: 2, nav: '121' },
    [txn('2024-07-01', 'switch_in', '1000.0000', 11_000_000)],
    '2025-01-01',
  );
  const external = valueScheme(scheme({ folios: [folioA] }), '2025-01-01');

  it('nets a switch out for the portfolio XIRR', () => {
    const summary = summarisePortfolio([a, b], []);
    // Only ₹1,00,000 in and ₹1,21,000 now: 1.21^(365/366) - 1 = 20.94 %; each leg alone is about 21 %.
    expect(summary.xirr_pct).toBe(20.94);
    expect(summary).toMatchObject({
      invested_paise: 11_000_000,
      current_value_paise: 12_100_000,
      gain_paise: 1_100_000,
      absolute_return_pct: 10,
    });
  });

  it('adds internal and external together and keeps each section', () => {
    const summary = summarisePortfolio([a, b], [external]);
    expect(summary.internal_summary.current_value_paise).toBe(12_100_000);
    expect(summary.external_summary).toMatchObject({
      invested_paise: 100_005,
      current_value_paise: 123_456,
      xirr_pct: 23.38,
    });
    expect(summary.current_value_paise).toBe(12_100_000 + 123_456);
    expect(summary.invested_paise).toBe(11_000_000 + 100_005);
  });

  it('gives an empty portfolio zeros and no returns', () => {
    expect(summarisePortfolio([], [])).toMatchObject({
      invested_paise: 0,
      current_value_paise: 0,
      absolute_return_pct: null,
      xirr_pct: null,
    });
  });
});
