/**
 * The statement a CAS import yields (folios → schemes → transactions), built from checked rows whatever the
 * file's layout. All or nothing: any problem throws a CasError that lists what is wrong and where (line number,
 * or JSON path), up to MAX_ISSUES of them.
 */
import { checkTxnFields, type CasTxn, type RawTxnFields } from './casFields';
import { buildLots, LotError } from './lots';

export type { CasTxn } from './casFields';

export interface CasScheme {
  scheme_code: number;
  scheme_name: string;
  transactions: CasTxn[];
}

export interface CasFolio {
  folio_no: string;
  amc: string;
  schemes: CasScheme[];
}

export interface CasStatement {
  pan: string;
  folios: CasFolio[];
  counts: { folios: number; schemes: number; transactions: number };
}

export interface CasIssue {
  /** 'line 7' or 'folios[0].schemes[1].transactions[2]'; absent for the file as a whole. */
  where?: string;
  message: string;
}

export class CasError extends Error {
  constructor(readonly issues: CasIssue[]) {
    super(
      issues
        .map((issue) => (issue.where ? `${issue.where}: ${issue.message}` : issue.message))
        .join('; '),
    );
  }
}

export interface CasOptions {
  /** Largest file accepted, in bytes (default 2 MB, as the import call allows). */
  maxBytes?: number;
  /** Most transactions accepted (default 20,000). */
  maxTransactions?: number;
  /** Says whether the statement's PAN is the investor's; a false answer rejects the file. */
  acceptPan?: (pan: string) => boolean;
}

export const CAS_MAX_BYTES = 2 * 1024 * 1024;
export const CAS_MAX_TRANSACTIONS = 20_000;
const MAX_ISSUES = 20;

/** One transaction row before grouping, with where it came from. */
export interface CasRow {
  where: string;
  folio_no: unknown;
  amc: unknown;
  scheme_code: unknown;
  scheme_name: unknown;
  fields: RawTxnFields;
}

export class Issues {
  readonly list: CasIssue[] = [];
  add(where: string | undefined, message: string): void {
    if (this.list.length < MAX_ISSUES) this.list.push({ where, message });
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw new CasError(this.list);
  }
}

export const label = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Groups checked rows into folios (one per AMC and folio number) and schemes, then replays each scheme's lots. */
export function buildStatement(
  pan: string,
  rows: CasRow[],
  options: CasOptions = {},
): CasStatement {
  const issues = new Issues();
  if (rows.length === 0) issues.add(undefined, 'the statement has no transactions');
  if (rows.length > (options.maxTransactions ?? CAS_MAX_TRANSACTIONS)) {
    issues.add(
      undefined,
      `the statement has ${rows.length} transactions; at most ${options.maxTransactions ?? CAS_MAX_TRANSACTIONS} are accepted`,
    );
  }
  issues.throwIfAny();
  if (options.acceptPan && !options.acceptPan(pan)) {
    issues.add(
      undefined,
      `this statement is for the PAN ending ${pan.slice(-4)}, not this investor's`,
    );
  }
  const folios = new Map<string, CasFolio>();
  const schemes = new Map<string, CasScheme>();
  for (const row of rows) {
    const folioNo = label(row.folio_no);
    const amc = label(row.amc);
    const code = Number(label(row.scheme_code));
    const name = label(row.scheme_name);
    const checked = checkTxnFields(row.fields);
    if (!folioNo) issues.add(row.where, 'folio_no is empty');
    if (!amc) issues.add(row.where, 'amc is empty');
    if (!Number.isSafeInteger(code) || code <= 0)
      issues.add(row.where, `scheme_code "${label(row.scheme_code)}" is not an AMFI scheme code`);
    if (!name) issues.add(row.where, 'scheme_name is empty');
    if ('problems' in checked)
      checked.problems.forEach((problem) => issues.add(row.where, problem));
    if (!folioNo || !amc || !name || !('txn' in checked) || !(code > 0)) continue;
    const folioKey = `${amc.toLowerCase()}\n${folioNo}`;
    let folio = folios.get(folioKey);
    if (!folio) folios.set(folioKey, (folio = { folio_no: folioNo, amc, schemes: [] }));
    let scheme = schemes.get(`${folioKey}\n${code}`);
    if (!scheme) {
      schemes.set(
        `${folioKey}\n${code}`,
        (scheme = { scheme_code: code, scheme_name: name, transactions: [] }),
      );
      folio.schemes.push(scheme);
    }
    scheme.transactions.push(checked.txn);
  }
  issues.throwIfAny();
  for (const folio of folios.values()) {
    for (const scheme of folio.schemes) {
      try {
        buildLots(scheme.transactions);
      } catch (error) {
        if (!(error instanceof LotError)) throw error;
        issues.add(`folio ${folio.folio_no}, scheme ${scheme.scheme_code}`, error.message);
      }
    }
  }
  issues.throwIfAny();
  const list = [...folios.values()];
  return {
    pan,
    folios: list,
    counts: { folios: list.length, schemes: schemes.size, transactions: rows.length },
  };
}

export function checkSize(text: string, options: CasOptions): void {
  const max = options.maxBytes ?? CAS_MAX_BYTES;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > max)
    throw new CasError([{ message: `the file is ${bytes} bytes; at most ${max} are accepted` }]);
}
