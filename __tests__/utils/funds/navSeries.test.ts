import { readFileSync } from 'node:fs';
import path from 'node:path';
import { computeReturns } from '@/server/market/returns';
import { resolveFilterAliases } from '@/utils/funds/aliases';
import {
  NAV_RANGES,
  coversRange,
  downsample,
  findGaps,
  hasNavHistory,
  minusMonths,
  periodOfRange,
  rangeChange,
  rangeWindow,
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

  it('cuts a range from the NAV on or before its first day, and says whether there is one near it', () => {
    // 1M starts on 20-Jul-2026, deep in the hole: only the two August NAVs, and no start NAV.
    const month = rangeWindow(history, '1M');
    expect(month.points.map((p) => p.date)).toEqual(['2026-08-18', '2026-08-20']);
    expect(month).toMatchObject({ start: '2026-07-20', from: '2026-07-20', to: '2026-08-20', startKnown: false });
    // 1Y starts on Wednesday 20-Aug-2025, which has a NAV; 3Y on Sunday 20-Aug-2023: Friday's NAV starts it.
    expect(rangeWindow(history, '1Y').points[0].date).toBe('2025-08-20');
    const three = rangeWindow(history, '3Y');
    expect(three.points[0].date).toBe('2023-08-18');
    expect(three).toMatchObject({ start: '2023-08-20', from: '2023-08-18', startKnown: true });
    expect(rangeWindow(history, 'All').points).toHaveLength(history.length);
    expect(rangeWindow([], '1Y').points).toEqual([]);
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

});

/** Parag Parikh Flexi Cap (Regular, Growth) as the demo holds it: the history file, then the two AMFI daily files. */
function paragAsSeeded(): NavPoint[] {
  const csv = readFileSync(path.join(process.cwd(), 'server/data/amfi/nav_history/122640.csv'), 'utf8');
  const rows = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date, nav] = line.trim().split(',');
      return { date, nav };
    });
  return [...rows, { date: '2026-08-18', nav: '82.4788' }, { date: '2026-08-20', nav: '82.6988' }];
}

describe("a range's change is the returns table's figure", () => {
  const real = paragAsSeeded();
  const table = computeReturns(real);

  it('shows the backend figure for each range, and none where the table shows —', () => {
    for (const range of NAV_RANGES) {
      expect(rangeChange(table, range)).toBe(table.abs[periodOfRange(range)]);
    }
    // The real data's hole (03-Dec-2025 to 17-Aug-2026) leaves 1M and 6M unknown, as the table has them.
    expect(rangeChange(table, '1M')).toBeNull();
    expect(rangeChange(table, '6M')).toBeNull();
    expect(rangeWindow(real, '6M').startKnown).toBe(false);
    expect(rangeChange(null, '1Y')).toBeNull();
  });

  it('draws each known range from the very NAV the table measures from, so line and figure agree', () => {
    for (const range of NAV_RANGES) {
      const span = rangeWindow(real, range);
      const figure = rangeChange(table, range);
      expect(span.startKnown).toBe(figure !== null);
      if (figure === null) continue;
      const first = Number(span.points[0].nav);
      const last = Number(span.points[span.points.length - 1].nav);
      expect(last / first - 1).toBeCloseTo(figure, 6);
    }
    // 3Y: 20-Aug-2023 is a Sunday; the table's start (and the line's) is Friday 18-Aug-2023, not Monday's NAV,
    // which gave the chart +46.78 % where the table said +47.99 %.
    expect(rangeWindow(real, '3Y').points[0].date).toBe('2023-08-18');
    expect(table.abs['3Y']).toBeCloseTo(0.4799, 4);
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
