import { assetClass } from '@/utils/portfolio/assetClass';
import { buildLots } from '@/utils/portfolio/lots';
import {
  addMonths,
  capitalGainsStatement,
  financialYear,
  saleMatchesOf,
  termOf,
  type SaleMatch,
} from '@/utils/portfolio/capitalGains';

const EQUITY = 'Equity Scheme - Flexi Cap Fund';
const DEBT = 'Debt Scheme - Corporate Bond Fund';

const sale = (
  buyDate: string,
  sellDate: string,
  category: string,
  extra: Partial<SaleMatch> = {},
): SaleMatch => ({
  scheme_name: 'Some Fund',
  folio_no: '123/45',
  category,
  buyDate,
  sellDate,
  sellType: 'redemption',
  units: '10.0000',
  costPaise: 100_000,
  saleValuePaise: 150_000,
  stampDutyPaise: 5,
  exitLoadPaise: 0,
  ...extra,
});

describe('assetClass', () => {
  it.each([
    ['Open Ended Schemes(Equity Scheme - Flexi Cap Fund)', '', 'equity'],
    ['Equity Schemes - ELSS- Tax Saver Fund', '', 'equity'],
    ['Close Ended Schemes(ELSS)', '', 'equity'],
    ['Open Ended Schemes(Growth)', '', 'equity'],
    ['Index Funds - Equity Funds', '', 'equity'],
    ['Exchange Traded Funds (ETFs) - Equity ETF', '', 'equity'],
    ['Hybrid Scheme - Aggressive Hybrid Fund', '', 'equity'],
    ['Hybrid Scheme - Arbitrage Fund', '', 'equity'],
    ['Hybrid Schemes - Equity Savings Fund', '', 'equity'],
    ['Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', '', 'equity'],
    ['Hybrid Scheme - Conservative Hybrid Fund', '', 'debt'],
    ['Hybrid Scheme - Balanced Hybrid Fund', '', 'debt'],
    ['Hybrid Scheme - Multi Asset Allocation', '', 'debt'],
    ['Debt Scheme - Liquid Fund', '', 'debt'],
    ['Other Scheme - FoF Overseas', '', 'debt'],
    ['Exchange Traded Funds (ETFs) - Gold ETF', '', 'debt'],
    ['Other Scheme - Index Funds', 'UTI Nifty 50 Index Fund', 'equity'],
    ['Other Scheme - Index Funds', 'Edelweiss NIFTY PSU Bond Plus SDL Index Fund', 'debt'],
    ['Other Scheme - Other ETFs', 'Nippon India ETF Gold BeES', 'debt'],
    [null, '', 'debt'],
  ])('%s %s -> %s', (category, name, expected) => {
    expect(assetClass(category, name)).toBe(expected);
  });
});

describe('holding periods', () => {
  it('adds calendar months, keeping to the month end', () => {
    expect(addMonths('2024-01-15', 12)).toBe('2025-01-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
  });

  it('keeps equity short term through exactly 12 months and long term from the next day', () => {
    expect(termOf('equity', '2024-01-15', '2025-01-15')).toEqual({
      term: 'short',
      basis: 'holding_period',
    });
    expect(termOf('equity', '2024-01-15', '2025-01-16')).toEqual({
      term: 'long',
      basis: 'holding_period',
    });
  });

  it('taxes debt bought on or after 1 Apr 2023 at slab (short term) however long it is held', () => {
    expect(termOf('debt', '2023-04-01', '2026-06-01')).toEqual({
      term: 'short',
      basis: 'finance_act_2023',
    });
    // A day earlier the holding period rule applies: held more than 24 months, long term.
    expect(termOf('debt', '2023-03-31', '2026-06-01')).toEqual({
      term: 'long',
      basis: 'holding_period',
    });
  });

  it('gives older debt units 24 months when sold from 23 Jul 2024 and 36 months before', () => {
    expect(termOf('debt', '2022-07-23', '2024-07-23').term).toBe('short'); // exactly 24 months
    expect(termOf('debt', '2022-07-22', '2024-07-23').term).toBe('long');
    expect(termOf('debt', '2021-07-22', '2024-07-22').term).toBe('short'); // 36 months exactly, sold before
    expect(termOf('debt', '2021-07-21', '2024-07-22').term).toBe('long');
    expect(termOf('debt', '2022-07-01', '2024-07-22').term).toBe('short'); // 24+ months but the old rule
  });
});

describe('financialYear', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYear('2025-26')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYear('1999-00')).toEqual({ from: '1999-04-01', to: '2000-03-31' });
    expect(financialYear('2025-27')).toBeNull();
    expect(financialYear('2025')).toBeNull();
  });
});

describe('capitalGainsStatement', () => {
  const matches = [
    sale('2024-01-15', '2025-01-15', EQUITY), // short, FY 2024-25
    sale('2024-01-15', '2025-04-01', EQUITY, { exitLoadPaise: 1_000 }), // long, first day of FY 2025-26
    sale('2023-04-01', '2026-03-31', DEBT, { scheme_name: 'A Bond Fund', saleValuePaise: 90_000 }), // last day
    sale('2020-01-01', '2025-06-10', DEBT, { scheme_name: 'B Bond Fund' }), // long, older debt
    sale('2025-05-01', '2026-04-01', EQUITY), // FY 2026-27: left out
  ];
  const statement = capitalGainsStatement('2025-26', matches);

  it('keeps the sales of the year only, its first and last days included', () => {
    expect(statement.rows.map((row) => row.sell_date)).toEqual([
      '2025-04-01',
      '2025-06-10',
      '2026-03-31',
    ]);
  });

  it('gives each row its gain after cost (stamp duty in) and exit load, term and asset', () => {
    expect(statement.rows[0]).toEqual({
      scheme_name: 'Some Fund',
      folio_no: '123/45',
      sell_date: '2025-04-01',
      units: '10.0000',
      sale_value_paise: 150_000,
      buy_date: '2024-01-15',
      cost_paise: 100_000,
      actual_cost_paise: 100_000,
      grandfathered: false,
      gain_paise: 49_000,
      term: 'long',
      term_basis: 'holding_period',
      asset: 'equity',
      stamp_duty_paise: 5,
      exit_load_paise: 1_000,
    });
    expect(statement.rows[2]).toMatchObject({
      gain_paise: -10_000,
      term: 'short',
      term_basis: 'finance_act_2023',
      asset: 'debt',
    });
  });

  it('totals short and long term, overall and by asset, losses netted in', () => {
    expect(statement.totals).toEqual({
      short_term_paise: -10_000,
      long_term_paise: 49_000 + 50_000,
      equity: { short_term_paise: 0, long_term_paise: 49_000 },
      debt: { short_term_paise: -10_000, long_term_paise: 50_000 },
    });
  });

  it('refuses a malformed year', () => {
    expect(() => capitalGainsStatement('FY26', matches)).toThrow(
      "financial year must look like 2025-26, got 'FY26'",
    );
  });
});

describe('from lots to the statement', () => {
  it('labels the matched sales of a folio and scheme and states them', () => {
    // 10 units for ₹1,000 (+₹0.05 duty) on 2024-03-01 and 10 for ₹1,200 on 2025-01-01; 15 sold for ₹2,100 on
    // 2025-06-02: 10 from March 2024 (long: 15 months) for ₹1,400, 5 from January 2025 (short) for ₹700.
    const book = buildLots([
      {
        date: '2024-03-01',
        type: 'purchase',
        units: '10.0000',
        amountPaise: 100_000,
        stampDutyPaise: 5,
      },
      { date: '2025-01-01', type: 'sip', units: '10.0000', amountPaise: 120_000 },
      { date: '2025-06-02', type: 'redemption', units: '15.0000', amountPaise: 210_000 },
    ]);
    const matches = saleMatchesOf(book.realised, {
      scheme_name: 'Quant Flexi Cap Fund',
      folio_no: '1234567/89',
      category: EQUITY,
    });
    const statement = capitalGainsStatement('2025-26', matches);
    expect(
      statement.rows.map((r) => [
        r.buy_date,
        r.units,
        r.cost_paise,
        r.sale_value_paise,
        r.gain_paise,
        r.term,
      ]),
    ).toEqual([
      ['2024-03-01', '10.0000', 100_005, 140_000, 39_995, 'long'],
      ['2025-01-01', '5.0000', 60_000, 70_000, 10_000, 'short'],
    ]);
    expect(statement.totals).toMatchObject({ short_term_paise: 10_000, long_term_paise: 39_995 });
  });
});

describe('grandfathering of equity units bought on or before 31 Jan 2018 (section 112A)', () => {
  // 100 units bought for ₹10,000 in June 2017; NAV 150 on 31 Jan 2018, so their fair value then was ₹15,000.
  const old = (saleValuePaise: number, extra: Partial<SaleMatch> = {}) =>
    sale('2017-06-01', '2019-06-03', EQUITY, {
      units: '100.0000',
      costPaise: 10_000_00,
      saleValuePaise,
      stampDutyPaise: 0,
      nav_31_jan_2018: '150.0000',
      ...extra,
    });
  const rowOf = (m: SaleMatch) => capitalGainsStatement('2019-20', [m]).rows[0];

  it('lifts the cost to the 31 Jan 2018 value when the sale is above it: only later gains are taxed', () => {
    const row = rowOf(old(20_000_00));
    expect(row).toMatchObject({ cost_paise: 15_000_00, actual_cost_paise: 10_000_00, grandfathered: true, gain_paise: 5_000_00, term: 'long' });
  });

  it('takes the sale value as the cost when it lies between the actual cost and the 31 Jan value: no gain', () => {
    expect(rowOf(old(12_000_00))).toMatchObject({ cost_paise: 12_000_00, gain_paise: 0, grandfathered: true });
  });

  it('keeps the actual cost when the sale is below it: the loss stays the real loss', () => {
    expect(rowOf(old(8_000_00))).toMatchObject({ cost_paise: 10_000_00, gain_paise: -2_000_00, grandfathered: false });
  });

  it('does not apply to units bought from 1 Feb 2018, to debt schemes, or without a 31 Jan NAV', () => {
    expect(rowOf(old(20_000_00, { buyDate: '2018-02-01' })).cost_paise).toBe(10_000_00);
    expect(rowOf(old(20_000_00, { category: DEBT })).cost_paise).toBe(10_000_00);
    expect(rowOf(old(20_000_00, { nav_31_jan_2018: null })).cost_paise).toBe(10_000_00);
  });
});
