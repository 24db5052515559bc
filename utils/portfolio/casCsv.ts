// The CAS CSV layout: a header row naming the columns (any order), then one transaction per row.
import { parseCsv, CsvSyntaxError } from './csv';
import { normalisePan } from './casFields';
import {
  buildStatement,
  CasError,
  checkSize,
  Issues,
  type CasOptions,
  type CasRow,
  type CasStatement,
} from './casStatement';

const CSV_COLUMNS = [
  'folio_no',
  'amc',
  'pan',
  'scheme_code',
  'scheme_name',
  'txn_date',
  'txn_type',
  'amount',
  'units',
  'nav',
];

export function parseCasCsv(text: string, options: CasOptions = {}): CasStatement {
  checkSize(text, options);
  let table;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new CasError([
        { where: `line ${error.line}`, message: error.message.replace(/^line \d+: /, '') },
      ]);
    throw error;
  }
  const [header, ...body] = table;
  const names = (header?.fields ?? []).map((name) => name.toLowerCase().replace(/\s+/g, '_'));
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  if (!header || missing.length > 0) {
    throw new CasError([
      {
        where: 'line 1',
        message: `the header row lacks ${missing.join(', ')} (expected ${CSV_COLUMNS.join(', ')})`,
      },
    ]);
  }
  const issues = new Issues();
  const pans = new Set<string>();
  const rows: CasRow[] = body.map(({ line, fields }) => {
    const cell = (column: string) => fields[names.indexOf(column)] ?? '';
    const where = `line ${line}`;
    if (fields.length !== names.length)
      issues.add(where, `${fields.length} fields where the header has ${names.length}`);
    const pan = normalisePan(cell('pan'));
    if (!pan) issues.add(where, `pan "${cell('pan')}" is not a PAN`);
    else pans.add(pan);
    return {
      where,
      folio_no: cell('folio_no'),
      amc: cell('amc'),
      scheme_code: cell('scheme_code'),
      scheme_name: cell('scheme_name'),
      fields: {
        date: cell('txn_date'),
        type: cell('txn_type'),
        amount: cell('amount'),
        units: cell('units'),
        nav: cell('nav'),
      },
    };
  });
  if (pans.size > 1)
    issues.add(undefined, `the statement mixes ${pans.size} PANs; a CAS is one investor's`);
  issues.throwIfAny();
  return buildStatement([...pans][0] ?? '', rows, options);
}
