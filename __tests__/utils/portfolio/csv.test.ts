import { CsvSyntaxError, parseCsv } from '@/utils/portfolio/csv';

describe('parseCsv', () => {
  it('reads plain rows and trims unquoted fields', () => {
    expect(parseCsv('a, b ,c\n1,2,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('keeps commas, doubled quotes, spaces and line breaks inside quotes', () => {
    const rows = parseCsv(
      'name,note\r\n"Fund, Growth"," say ""hi"" "\r\n"two\nlines",x\r\nlast,row',
    );
    expect(rows.map((row) => row.fields)).toEqual([
      ['name', 'note'],
      ['Fund, Growth', ' say "hi" '],
      ['two\nlines', 'x'],
      ['last', 'row'],
    ]);
    // A row keeps the line it starts on; the one after a two-line field starts two lines later.
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 5]);
  });

  it('ignores a byte-order mark and blank lines, but keeps empty fields', () => {
    expect(parseCsv('\uFEFFa,b\n\n,\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['', ''] },
    ]);
  });

  it('names the line of an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(
      new CsvSyntaxError(2, 'a quoted field is never closed'),
    );
  });

  it('refuses text after a closing quote and a quote inside an unquoted field', () => {
    expect(() => parseCsv('a,b\n"x"y,1')).toThrow('line 2: text after a closing quote');
    expect(() => parseCsv('a,b\nab"c,1')).toThrow(
      'line 2: a quote in the middle of an unquoted field',
    );
  });
});
