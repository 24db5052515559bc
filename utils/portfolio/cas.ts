/**
 * Consolidated account statement (CAS) import: the CSV or JSON export layout of docs/PORTFOLIO.md, read into
 * folios → schemes → transactions, all or nothing (a CasError lists every problem and where it is).
 * The PAN's form is checked here; whose PAN it is, the caller decides through `acceptPan`.
 */
import { parseCasCsv } from './casCsv';
import { parseCasJson } from './casJson';
import type { CasOptions, CasStatement } from './casStatement';

export { parseCasCsv } from './casCsv';
export { parseCasJson } from './casJson';
export { CasError, CAS_MAX_BYTES, CAS_MAX_TRANSACTIONS } from './casStatement';
export type {
  CasFolio,
  CasIssue,
  CasOptions,
  CasScheme,
  CasStatement,
  CasTxn,
} from './casStatement';

/** Reads either layout: JSON when the text starts with '{' (after any spaces or byte-order mark), else CSV. */
export function parseCas(text: string, options: CasOptions = {}): CasStatement {
  return /^\uFEFF?\s*\{/.test(text) ? parseCasJson(text, options) : parseCasCsv(text, options);
}
