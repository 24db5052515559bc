/**
 * Consolidated account statement (CAS) import: the CSV or JSON export layout of docs/PORTFOLIO.md, read into
 * folios → schemes → transactions, all or nothing (a CasError lists every problem and where it is).
 * The PAN's form is checked here; whose PAN it is, the caller decides through `acceptPan`.
 */
import { parseCasCsv } from './casCsv';
import { parseCasJson } from './casJson';
import type { CasOptions, CasStatement, CasTxn } from './casStatement';
import { addsUnits } from './types';

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

/**
 * The transactions table keeps stamp duty on the purchase it was paid with (stamp_duty_paise), not as a row:
 * each stamp_duty row joins the latest unit-adding row of the same day or before; the rows come back oldest first. One with none before it is
 * kept as it is (buildStatement has already refused such a file, so this does not happen after parsing).
 */
export function foldStampDuty(
  transactions: readonly CasTxn[],
): (CasTxn & { stampDutyPaise: number })[] {
  const folded: (CasTxn & { stampDutyPaise: number })[] = [];
  // Oldest first, ties in file order: the same order the lots are built in.
  for (const txn of [...transactions].sort((a, b) => a.date.localeCompare(b.date))) {
    const target =
      txn.type === 'stamp_duty' ? folded.findLast((row) => addsUnits(row.type)) : undefined;
    if (target) target.stampDutyPaise += txn.amountPaise;
    else folded.push({ ...txn, stampDutyPaise: 0 });
  }
  return folded;
}
