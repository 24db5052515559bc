// The CAS JSON layout: {pan, folios:[{folio_no, amc, schemes:[{scheme_code, scheme_name, transactions:[…]}]}]}.
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

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Node names the character where JSON.parse gave up; people want the line. */
function syntaxIssue(text: string, error: SyntaxError): CasError {
  const position = /position (\d+)/.exec(error.message);
  if (!position) return new CasError([{ message: `not valid JSON (${error.message})` }]);
  const line = text.slice(0, Number(position[1])).split('\n').length;
  return new CasError([{ where: `line ${line}`, message: `not valid JSON (${error.message})` }]);
}

function list(value: unknown, where: string, issues: Issues): unknown[] {
  if (Array.isArray(value)) return value;
  issues.add(where, 'should be a list');
  return [];
}

export function parseCasJson(text: string, options: CasOptions = {}): CasStatement {
  checkSize(text, options);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw syntaxIssue(text, error);
    throw error;
  }
  if (!isObject(document))
    throw new CasError([{ message: 'the file should hold one object {pan, folios}' }]);
  const issues = new Issues();
  const pan = normalisePan(document.pan);
  if (!pan) issues.add('pan', `"${String(document.pan ?? '')}" is not a PAN`);
  const rows: CasRow[] = [];
  list(document.folios, 'folios', issues).forEach((folio, f) => {
    const folioPath = `folios[${f}]`;
    if (!isObject(folio))
      return issues.add(folioPath, 'should be an object {folio_no, amc, schemes}');
    list(folio.schemes, `${folioPath}.schemes`, issues).forEach((scheme, s) => {
      const schemePath = `${folioPath}.schemes[${s}]`;
      if (!isObject(scheme))
        return issues.add(
          schemePath,
          'should be an object {scheme_code, scheme_name, transactions}',
        );
      list(scheme.transactions, `${schemePath}.transactions`, issues).forEach((txn, t) => {
        const where = `${schemePath}.transactions[${t}]`;
        if (!isObject(txn))
          return issues.add(where, 'should be an object {date, type, amount, units, nav}');
        rows.push({
          where,
          folio_no: folio.folio_no,
          amc: folio.amc,
          scheme_code: scheme.scheme_code,
          scheme_name: scheme.scheme_name,
          fields: {
            date: txn.date,
            type: txn.type,
            amount: txn.amount,
            units: txn.units,
            nav: txn.nav,
          },
        });
      });
    });
  });
  issues.throwIfAny();
  return buildStatement(pan ?? '', rows, options);
}
