import { readFileSync } from 'fs';
import path from 'path';
import { NavAllFormatError, parseNavAll } from '@/server/market/parseNavAll';
import { deriveOption } from '@/server/market/schemeLabels';

const DATA = path.join(__dirname, '../../../server/data/amfi');
const read = (name: string) => readFileSync(path.join(DATA, name), 'utf8');
const text8 = read('NAVAll_2026-08-21.txt');
const text6 = read('NAVAll_2026-08-18_6col.txt');
const parsed8 = parseNavAll(text8);
const parsed6 = parseNavAll(text6);

/** An independent, naive reading of the data lines: code -> raw fields. */
function rawRows(text: string): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  for (const line of text.split('\r\n')) {
    const fields = line.split(';');
    if (/^\d+$/.test(fields[0])) rows.set(Number(fields[0]), fields);
  }
  return rows;
}

describe('parseNavAll on the real AMFI files', () => {
  it('reads every scheme of the 8-column file (14,282 rows, 52 fund houses)', () => {
    expect(parsed8.layout).toBe(8);
    expect(parsed8.skipped).toEqual([]);
    expect(parsed8.rows).toHaveLength(14282);
    expect(new Set(parsed8.rows.map((r) => r.schemeCode)).size).toBe(14282);
    expect(new Set(parsed8.rows.map((r) => r.fundHouse)).size).toBe(52);
    expect(parsed8.rows.every((r) => r.fundHouse && r.schemeType && r.category)).toBe(true);
  });

  it('reads the 6-column file with the same fund houses', () => {
    expect(parsed6.layout).toBe(6);
    expect(parsed6.skipped).toEqual([]);
    expect(parsed6.rows).toHaveLength(rawRows(text6).size);
    expect(new Set(parsed6.rows.map((r) => r.fundHouse))).toEqual(new Set(parsed8.rows.map((r) => r.fundHouse)));
  });

  it('keeps each NAV as the exact text AMFI published and converts its date to ISO', () => {
    const raw = rawRows(text8);
    const wrong = parsed8.rows.filter((row) => {
      const fields = raw.get(row.schemeCode)!;
      const [day, mon, year] = fields[7].split('-');
      const iso = new Date(`${day} ${mon} ${year} UTC`).toISOString().slice(0, 10);
      // AMFI writes '10.' for a few new schemes: the only rewrite allowed is dropping that dot.
      return row.nav !== fields[6].replace(/\.$/, '') || row.navDate !== iso;
    });
    expect(wrong).toEqual([]);
    expect(parsed8.rows.filter((r) => r.nav === '10').length).toBeGreaterThan(0);
  });

  it('agrees with the 6-column file on the NAV of every scheme present in both on the same date', () => {
    const byCode6 = new Map(parsed6.rows.map((r) => [r.schemeCode, r]));
    const sameDate = parsed8.rows.filter((r) => byCode6.get(r.schemeCode)?.navDate === r.navDate);
    // Stale rows (closed schemes) carry the same old date in both files.
    expect(sameDate.length).toBeGreaterThan(1000);
    for (const row of sameDate) expect(byCode6.get(row.schemeCode)!.nav).toBe(row.nav);
    // ...while a live scheme moved between 18 and 21 August.
    const live = parsed8.rows.find((r) => r.schemeCode === 120716)!;
    expect(byCode6.get(120716)!.navDate).toBe('2026-08-18');
    expect(live.navDate).toBe('2026-08-21');
  });

  it('splits category lines and spells "Equity Schemes" as "Equity Scheme"', () => {
    expect(parsed8.rows.some((r) => r.category === 'Equity Schemes')).toBe(false);
    const raw = text8.split('\r\n');
    const line = raw.findIndex((l) => l === 'Open Ended Schemes(Equity Schemes - Flexi Cap Fund)');
    const firstRow = raw.slice(line).find((l) => /^\d+;/.test(l))!;
    const row = parsed8.rows.find((r) => r.schemeCode === Number(firstRow.split(';')[0]))!;
    expect(row).toMatchObject({ schemeType: 'Open Ended Schemes', category: 'Equity Scheme', subCategory: 'Flexi Cap Fund' });
  });

  it('uses the Plan and Option columns of the 8-column file and makes a readable unique slug', () => {
    const uti = parsed8.rows.find((r) => r.schemeCode === 120716)!;
    expect(uti).toMatchObject({ name: 'UTI Nifty 50 Index Fund', plan: 'Direct', option: 'Growth', isinReinvestment: null });
    expect(uti.slug).toBe('uti-nifty-50-index-fund-direct-growth-120716');
    expect(new Set(parsed8.rows.map((r) => r.slug)).size).toBe(parsed8.rows.length);
  });

  it('derives plan and option from 6-column names, agreeing with the 8-column columns', () => {
    const row = parsed6.rows.find((r) => r.schemeCode === 119551)!;
    expect(row.name).toContain('- DIRECT - IDCW');
    expect(row).toMatchObject({ plan: 'Direct', option: 'IDCW' });
    const byCode6 = new Map(parsed6.rows.map((r) => [r.schemeCode, r]));
    const comparable = parsed8.rows.filter((r) => r.optionLabel && deriveOption(r.optionLabel) && byCode6.get(r.schemeCode)?.option);
    const agreeing = comparable.filter((r) => byCode6.get(r.schemeCode)!.option === r.option);
    expect(comparable.length).toBeGreaterThan(7000);
    expect(agreeing.length / comparable.length).toBeGreaterThan(0.98);
  });

  it('finds the fund house of rows whose block omits the fund-house line', () => {
    const raw = text8.split('\r\n');
    const category = raw.indexOf('Open Ended Schemes(Growth)');
    expect(raw[category + 1]).toMatch(/^\d+;/); // AMFI left the fund-house line out here
    const code = Number(raw[category + 1].split(';')[0]);
    expect(parsed8.rows.find((r) => r.schemeCode === code)!.fundHouse).toBe('ICICI Prudential Mutual Fund');
  });
});

describe('parseNavAll edge cases', () => {
  const header6 = 'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date';
  const sample = [
    header6,
    ' ',
    'Close Ended Schemes(Income)',
    '',
    'IL&FS Mutual Fund (IDF)',
    ' ',
    '1001;-;INF000X01ZZ9;IL&FS Infra Debt Fund Series 1A - Growth;N.A.;05-Mar-2019',
    '1002;INF000X01AA1;-;IL&FS Infra Debt Fund Series 1B - Direct Plan - Dividend\tPayout;10.;31-Dec-2020',
    '1003;-;-;Broken row;12.5;31-Feb-2020',
    '1004;-;-;Short row;12.5',
  ].join('\r\n');

  it('handles CRLF, blanks, bracketed fund houses, "-" ISINs, N.A. NAVs and bad rows', () => {
    const { layout, rows, skipped } = parseNavAll(sample);
    expect(layout).toBe(6);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      schemeCode: 1001,
      isinGrowth: null,
      isinReinvestment: 'INF000X01ZZ9',
      nav: null,
      navDate: '2019-03-05',
      fundHouse: 'IL&FS Mutual Fund (IDF)',
      schemeType: 'Close Ended Schemes',
      category: 'Income',
      subCategory: null,
      option: 'Growth',
      plan: null,
    });
    expect(rows[1]).toMatchObject({ nav: '10', plan: 'Direct', option: 'IDCW', name: expect.stringContaining('Dividend Payout') });
    expect(skipped.map((s) => s.line)).toEqual([9, 10]);
    expect(skipped[0].reason).toMatch(/date/);
    expect(skipped[1].reason).toMatch(/expected 6 fields/);
  });

  it('refuses a file that is not a NAVAll file', () => {
    expect(() => parseNavAll('name,nav\r\nfoo,1')).toThrow(NavAllFormatError);
    expect(() => parseNavAll('Scheme Code;A;B')).toThrow(/Unknown NAVAll layout/);
    expect(() => parseNavAll('  \r\n')).toThrow(/empty/);
  });
});
