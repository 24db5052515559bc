// CAS import: the statement parsed by utils/portfolio (CSV or JSON), refused unless its PAN is the investor's KYC
// PAN, then written all or nothing as external folios. Re-importing the same (or an overlapping) statement adds
// nothing twice: every row carries a fingerprint unique within its folio (import_key).
import { createHash } from 'node:crypto';
import { CasError, type CasStatement, foldStampDuty, parseCas } from '../../../../utils/portfolio/cas';
import { buildLots } from '../../../../utils/portfolio/lots';
import { InvalidError } from '../../../domain/errors';
import { held, schemeInputs, toPortfolioTxn, valueAll } from './holdings.valuation';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { latestQuotes, ledgerOf, positionsOf } from './portfolio.repo';
import { type ImportedTxn, ensureFolio, insertNewTransactions, kycPanOf, upsertHolding } from './import.repo';

export const FOREIGN_STATEMENT = 'This statement belongs to another investor';
export const NO_PAN = 'Complete your KYC with your PAN before importing a statement';

function parse(text: string): CasStatement {
  try {
    return parseCas(text);
  } catch (error) {
    if (!(error instanceof CasError)) throw error;
    throw new InvalidError(`This file is not a statement we can read: ${error.message}`, {
      errors: error.issues.map((issue) => ({ path: issue.where ?? 'file', message: issue.message })),
    });
  }
}

function rowsOf(userId: string, folioId: string, scheme: CasStatement['folios'][number]['schemes'][number], at: Date): ImportedTxn[] {
  const seen = new Map<string, number>();
  // Stamp duty rides on the purchase it was paid with, as the transactions table keeps it.
  return foldStampDuty(scheme.transactions).map((t, i) => {
    const base = `${scheme.scheme_code}|${t.date}|${t.type}|${t.amountPaise}|${t.units}|${t.stampDutyPaise}`;
    const repeat = seen.get(base) ?? 0; // two identical rows in one statement are two real transactions
    seen.set(base, repeat + 1);
    return {
      userId,
      folioId,
      schemeCode: scheme.scheme_code,
      txnType: t.type,
      txnDate: t.date,
      nav: t.nav ?? '0',
      units: t.units,
      amountPaise: t.amountPaise,
      stampDutyPaise: t.stampDutyPaise,
      importKey: createHash('sha256').update(`${base}|${repeat}`).digest('hex').slice(0, 32),
      createdAt: new Date(at.getTime() + i),
    };
  });
}

export async function importStatement(deps: PortfolioDeps, userId: string, text: string) {
  const statement = parse(text);
  const pan = await kycPanOf(deps.db, userId);
  if (!pan) throw new InvalidError(NO_PAN);
  if (pan.toUpperCase() !== statement.pan.toUpperCase()) throw new InvalidError(FOREIGN_STATEMENT);

  const imported = await deps.db.transaction(async (tx) => {
    const counts = { folios: 0, schemes: 0, transactions: 0, skipped_internal_folios: 0 };
    for (const folio of statement.folios) {
      const row = await ensureFolio(tx, userId, folio.amc, folio.folio_no);
      // A folio bought through ZF is already on record: the statement's copy of it would count it twice.
      if (row.source !== 'external') {
        counts.skipped_internal_folios += 1;
        continue;
      }
      counts.folios += 1;
      for (const scheme of folio.schemes) {
        counts.schemes += 1;
        counts.transactions += await insertNewTransactions(tx, rowsOf(userId, row.id, scheme, deps.now()));
        const all = (await ledgerOf(tx, userId, row.id)).filter((t) => t.schemeCode === scheme.scheme_code);
        const book = buildLots(all.map(toPortfolioTxn));
        await upsertHolding(tx, userId, row.id, scheme.scheme_code, book.unitsHeld, book.netCostPaise);
      }
    }
    return counts;
  });

  const today = todayIn(deps.now());
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userId), ledgerOf(deps.db, userId)]);
  const external = positions.filter((p) => p.source === 'external');
  const quotes = await latestQuotes(deps.db, [...new Set(external.map((p) => p.schemeCode))], today);
  return { imported, external: held(valueAll(schemeInputs(external, ledger, quotes), today)) };
}
