import { csvCell, toCsv } from '@/server/services/node/portfolio/report.csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Fund, Direct')).toBe('"Fund, Direct"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('turns text a spreadsheet would run as a formula into text, leaving our own numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1250)).toBe('-1250');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(toCsv(['a', 'b'], [['x', null]])).toBe('a,b\r\nx,\r\n');
  });
});
