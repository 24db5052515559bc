import {
  formatDayMonth,
  fundsOfCategory,
  formatMonthYear,
  formatNav,
  formatNavChange,
  formatNavDate,
  formatReturn,
  navChange,
} from '@/utils/funds/format';
import { categoryLine, fullSchemeName, optionLabel, planLabel } from '@/utils/funds/labels';
import { hasUnknownReturns, returnRows } from '@/utils/funds/returnsTable';
import { investLoginHref } from '@/utils/funds/fundSeo';

describe('NAV dates and figures', () => {
  it('writes NAV dates as 21-Aug-2026', () => {
    expect(formatNavDate('2026-08-21')).toBe('21-Aug-2026');
    expect(formatNavDate('2025-01-05')).toBe('05-Jan-2025');
    expect(formatNavDate(null)).toBe('—');
    expect(formatNavDate('2025-13-01')).toBe('—');
    expect(formatMonthYear('2025-12-02')).toBe('Dec-2025');
    expect(formatDayMonth('2026-08-18')).toBe('18-Aug');
  });

  it('keeps every published decimal of a NAV and groups the rupees the Indian way', () => {
    expect(formatNav('82.6988')).toBe('₹82.6988');
    expect(formatNav('123456.78901')).toBe('₹1,23,456.78901');
    expect(formatNav('10')).toBe('₹10');
    expect(formatNav(null)).toBe('—');
    expect(formatNav('N.A.')).toBe('—');
  });

  it('signs returns and marks unknown ones with a dash', () => {
    expect(formatReturn(0.13958)).toBe('+13.96%');
    expect(formatReturn(-0.023066)).toBe('−2.31%');
    expect(formatReturn(0.00001)).toBe('0.00%');
    expect(formatReturn(null)).toBe('—');
  });

  it('works out the change since the previous NAV', () => {
    // 82.6988 - 82.4788 = 0.22; 0.22 / 82.4788 = 0.2667%
    const change = navChange('82.6988', { date: '2026-08-18', nav: '82.4788' });
    expect(change).toMatchObject({ amount: 0.22, since: '2026-08-18' });
    expect(change!.fraction).toBeCloseTo(0.002667, 6);
    expect(formatNavChange(change!.amount)).toBe('+₹0.2200');
    expect(formatNavChange(-1.05)).toBe('−₹1.0500');
    expect(navChange('82.6988', null)).toBeNull();
  });
});

describe('plan, option and names', () => {
  it('tells direct from regular and growth from IDCW in plain words', () => {
    expect(planLabel('Direct')).toMatchObject({ text: 'Direct', tone: 'accent' });
    expect(planLabel('Regular').explain).toMatch(/distributor/);
    expect(optionLabel('IDCW').explain).toMatch(/income distribution cum capital withdrawal/);
    expect(planLabel(null).text).toBe('Plan not stated');
    expect(
      fullSchemeName({ name: 'Parag Parikh Flexi Cap Fund', plan: 'Regular', option: 'Growth' }),
    ).toBe('Parag Parikh Flexi Cap Fund – Regular Plan · Growth');
    expect(categoryLine({ category: 'Equity Scheme', sub_category: null })).toBe('Equity Scheme');
  });

  it('sends a logged-out investor to login with the fund as next', () => {
    expect(investLoginHref('parag-parikh-flexi-cap-fund-regular-growth-122640')).toBe(
      '/account/user?next=/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640',
    );
  });
});

describe('returns table rows', () => {
  it('annualises only periods of a year or more and flags unknown figures', () => {
    const rows = returnRows({
      as_of: '2026-08-20',
      abs: {
        '1M': null,
        '3M': null,
        '6M': null,
        '1Y': -0.02,
        '3Y': 0.48,
        '5Y': 0.8,
        inception: 3.7,
      },
      cagr: { '1Y': -0.02, '3Y': 0.14, '5Y': 0.13, inception: 0.16 },
    });
    expect(rows.map((r) => [r.period, r.abs, r.cagr])).toEqual([
      ['1M', null, undefined],
      ['3M', null, undefined],
      ['6M', null, undefined],
      ['1Y', -0.02, -0.02],
      ['3Y', 0.48, 0.14],
      ['5Y', 0.8, 0.13],
      ['inception', 3.7, 0.16],
    ]);
    expect(hasUnknownReturns(rows)).toBe(true);
    expect(hasUnknownReturns(rows.slice(3))).toBe(false);
  });
});

describe('fundsOfCategory', () => {
  it('names a category as a kind of fund once: no "Flexi Cap Fund funds" (issue 33, item 19)', () => {
    expect(fundsOfCategory('Flexi Cap Fund')).toBe('Flexi Cap funds');
    expect(fundsOfCategory('ELSS')).toBe('ELSS funds');
    expect(fundsOfCategory('Equity Scheme')).toBe('Equity funds');
    expect(fundsOfCategory('')).toBe('funds');
  });
});
