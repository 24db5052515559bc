import { readFileSync } from 'fs';
import path from 'path';
import { relativeChange, toScaledInt } from '@/server/market/decimal';
import { anniversaryDate, computeReturns, type NavPoint } from '@/server/market/returns';

const HISTORY = path.join(__dirname, '../../../server/data/amfi/nav_history');

function readHistory(code: number): NavPoint[] {
  return readFileSync(path.join(HISTORY, `${code}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [date, nav] = line.split(',');
      return { date, nav };
    });
}

// The hand method: step back whole years/months on the calendar (clamping 31st to the month's end),
// then walk the history for the last NAV on or before that day.
function stepBack(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

function handReturns(history: NavPoint[], months: number) {
  const last = history[history.length - 1];
  const target = stepBack(last.date, months);
  let start: NavPoint | undefined;
  for (const point of history) if (point.date <= target) start = point;
  if (!start) return null;
  const growth = Number(last.nav) / Number(start.nav);
  return { abs: growth - 1, cagr: Math.pow(growth, 12 / months) - 1 };
}

describe('computeReturns against hand-worked values from a real history', () => {
  const history = readHistory(100119); // HDFC Balanced Advantage Fund, Dec 2015 - Dec 2025
  const result = computeReturns(history);

  it('is as of the last date of the history', () => {
    expect(result.as_of).toBe(history[history.length - 1].date);
  });

  it.each([
    ['1M', 1],
    ['3M', 3],
    ['6M', 6],
    ['1Y', 12],
    ['3Y', 36],
    ['5Y', 60],
  ] as const)('absolute %s return', (period, months) => {
    const expected = handReturns(history, months)!;
    expect(result.abs[period]).not.toBeNull();
    expect(result.abs[period]).toBeCloseTo(expected.abs, 6);
  });

  it.each([
    ['1Y', 12],
    ['3Y', 36],
    ['5Y', 60],
  ] as const)('CAGR %s', (period, months) => {
    expect(result.cagr[period]).toBeCloseTo(handReturns(history, months)!.cagr, 6);
  });

  it('since inception: absolute, and CAGR over days/365', () => {
    const first = history[0];
    const last = history[history.length - 1];
    const growth = Number(last.nav) / Number(first.nav);
    const years = (Date.parse(last.date) - Date.parse(first.date)) / 86_400_000 / 365;
    expect(result.abs.inception).toBeCloseTo(growth - 1, 6);
    expect(result.cagr.inception).toBeCloseTo(Math.pow(growth, 1 / years) - 1, 6);
  });

  it('gives null for a period longer than the history', () => {
    const young = readHistory(152413); // starts Feb 2024, so no 3Y or 5Y
    const r = computeReturns(young);
    expect(r.abs['1Y']).toBeCloseTo(handReturns(young, 12)!.abs, 6);
    expect(handReturns(young, 36)).toBeNull();
    expect([r.abs['3Y'], r.abs['5Y'], r.cagr['3Y'], r.cagr['5Y']]).toEqual([null, null, null, null]);
  });

  it('treats a start NAV stranded across a hole in the history as unknown', () => {
    // Our data jumps from Dec 2025 to Aug 2026: a "1M" return over eight months would mislead.
    const withHole = [...history, { date: '2026-08-21', nav: '600.1234' }];
    const r = computeReturns(withHole);
    expect([r.abs['1M'], r.abs['3M'], r.abs['6M']]).toEqual([null, null, null]);
    expect(r.abs['1Y']).toBeCloseTo(handReturns(withHole, 12)!.abs, 6);
  });

  it('is all null without history', () => {
    const r = computeReturns([]);
    expect(r.as_of).toBeNull();
    expect(Object.values(r.abs).every((v) => v === null)).toBe(true);
    expect(Object.values(r.cagr).every((v) => v === null)).toBe(true);
  });

  it('gives no annualised inception return under a year', () => {
    const r = computeReturns([
      { date: '2026-01-01', nav: '10' },
      { date: '2026-07-01', nav: '11' },
    ]);
    expect(r.abs.inception).toBe(0.1);
    expect(r.cagr.inception).toBeNull();
  });
});

describe('date and decimal helpers', () => {
  it('steps back calendar months, clamping to the end of the month', () => {
    expect(anniversaryDate('2024-03-31', '1M')).toBe('2024-02-29');
    expect(anniversaryDate('2025-02-28', '1Y')).toBe('2024-02-28');
    expect(anniversaryDate('2024-02-29', '1Y')).toBe('2023-02-28');
    expect(anniversaryDate('2025-08-31', '6M')).toBe('2025-02-28');
  });

  it('computes a return exactly where floats round the wrong way', () => {
    // In binary floating point (10.000005 - 10) / 10 is 4.9999999998e-7, which rounds down to 0;
    // the exact value is 5e-7, which rounds half away from zero to 0.000001.
    expect(Math.round(((10.000005 - 10) / 10) * 1e6) / 1e6).toBe(0);
    expect(relativeChange('10', '10.000005')).toBe(0.000001);
    expect(relativeChange('1.1', '1.10000055')).toBe(0.000001);
    expect(relativeChange('0', '10')).toBeNull();
    expect(relativeChange('200', '150')).toBe(-0.25);
    expect(toScaledInt('170.7719', 6)).toBe(BigInt(170771900));
    expect(() => toScaledInt('N.A.', 4)).toThrow(/Not a decimal/);
  });
});
