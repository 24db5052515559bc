import { resolveFilterAliases } from '@/utils/funds/aliases';
import {
  coversRange,
  downsample,
  findGaps,
  hasNavHistory,
  minusMonths,
  seriesChange,
  sliceRange,
} from '@/utils/funds/navSeries';
import type { FilterMeta, FundReturns, NavPoint } from '@/utils/funds/types';

/** Weekday NAVs from `from` for `days` calendar days, rising by 0.01 a day. */
function weekdays(from: string, days: number, start = 10): NavPoint[] {
  const points: NavPoint[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < days; i += 1) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      points.push({
        date: d.toISOString().slice(0, 10),
        nav: (start + points.length * 0.01).toFixed(4),
      });
    }
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return points;
}

// The shape of our real data: daily NAVs to early December 2025, then the two AMFI files of August 2026.
const history = [
  ...weekdays('2020-12-01', 1829),
  { date: '2026-08-18', nav: '30.0000' },
  { date: '2026-08-20', nav: '30.5000' },
];

describe('chart ranges', () => {
  it('counts months back from the latest NAV, clamped to the month end', () => {
    expect(minusMonths('2026-08-20', 1)).toBe('2026-07-20');
    expect(minusMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(minusMonths('2024-03-31', 1)).toBe('2024-02-29');
    expect(minusMonths('2026-01-15', 60)).toBe('2021-01-15');
  });

  it('slices a range and says whether the history reaches its start', () => {
    expect(sliceRange(history, '1M').map((p) => p.date)).toEqual(['2026-08-18', '2026-08-20']);
    const year = sliceRange(history, '1Y');
    expect(year[0].date >= '2025-08-20').toBe(true);
    expect(year[0].date <= '2025-08-26').toBe(true);
    expect(sliceRange(history, 'All')).toHaveLength(history.length);
    expect(coversRange(history, '5Y')).toBe(true);
    expect(coversRange(history.slice(-300), '5Y')).toBe(false);
  });

  it('names the hole in the data so the page can say it', () => {
    expect(findGaps(history)).toEqual([
      { from: history[history.length - 3].date, to: '2026-08-18' },
    ]);
    expect(findGaps(history.slice(0, 100))).toEqual([]);
  });

  it('thins a long history to real NAVs, keeping the first and the last', () => {
    const thin = downsample(history, 240);
    expect(thin).toHaveLength(240);
    expect(thin[0]).toBe(history[0]);
    expect(thin[239]).toBe(history[history.length - 1]);
    expect(thin.every((p) => history.includes(p))).toBe(true);
    expect(downsample(history.slice(0, 10), 240)).toHaveLength(10);
  });

  it('measures the change over a series', () => {
    expect(
      seriesChange([
        { date: '2026-01-01', nav: '10' },
        { date: '2026-02-01', nav: '12.5' },
      ]),
    ).toBeCloseTo(0.25, 10);
    expect(seriesChange(history.slice(0, 1))).toBeNull();
  });
});

describe('whether a fund has a history', () => {
  const none: FundReturns = {
    as_of: '2026-08-21',
    abs: {
      '1M': null,
      '3M': null,
      '6M': null,
      '1Y': null,
      '3Y': null,
      '5Y': null,
      inception: 0.004,
    },
    cagr: { '1Y': null, '3Y': null, '5Y': null, inception: null },
  };
  it('is no for the few NAVs every fund has from the daily files, yes once a trailing return exists', () => {
    expect(hasNavHistory(none)).toBe(false);
    expect(hasNavHistory(null)).toBe(false);
    expect(hasNavHistory({ ...none, abs: { ...none.abs, '1Y': -0.02 } })).toBe(true);
    expect(hasNavHistory({ ...none, cagr: { ...none.cagr, inception: 0.1 } })).toBe(true);
  });
});

describe('short filter addresses', () => {
  const meta: FilterMeta = {
    categories: [
      {
        category: 'Equity Scheme',
        count: 10,
        sub_categories: [{ sub_category: 'ELSS', count: 3 }],
      },
      {
        category: 'Other Scheme',
        count: 5,
        sub_categories: [{ sub_category: 'Index Funds', count: 4 }],
      },
      { category: 'Gilt', count: 2, sub_categories: [] },
    ],
    fund_houses: [{ fund_house: 'SBI Mutual Fund', count: 9 }],
    plans: [],
    options: [],
  };

  it('resolves the footer links to real filter values', () => {
    expect(resolveFilterAliases({ amc: 'sbi-mutual-fund' }, meta)).toEqual({
      fund_house: 'SBI Mutual Fund',
    });
    expect(resolveFilterAliases({ category: 'elss', page: '2' }, meta)).toEqual({
      category: 'Equity Scheme',
      sub_category: 'ELSS',
      page: '2',
    });
    expect(resolveFilterAliases({ category: 'index' }, meta)).toEqual({
      category: 'Other Scheme',
      sub_category: 'Index Funds',
    });
    expect(resolveFilterAliases({ category: 'gilt' }, meta)).toEqual({ category: 'Gilt' });
  });

  it('leaves real values alone and drops an unknown fund house', () => {
    expect(resolveFilterAliases({ category: 'Equity Scheme' }, meta)).toBeNull();
    expect(resolveFilterAliases({ category: 'Nonsense' }, meta)).toBeNull();
    expect(resolveFilterAliases({ amc: 'no-such-amc', plan: 'Direct' }, meta)).toEqual({
      plan: 'Direct',
    });
  });
});
