// A time limit for the search's queries. PostgreSQL cancels a statement that runs past `statement_timeout`;
// SET LOCAL keeps the setting to the transaction, so the pooled connection goes back to other work unchanged.
// PGlite accepts the same statement but does not cancel (its single-threaded build has no timer to interrupt
// the query), so on the embedded database the length, word, size and offset caps are what bound a search.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UnavailableError } from '../../domain/errors';

export const SEARCH_TIMEOUT_MS = 1500;
export const SEARCH_TIMED_OUT = 'Search is taking too long right now. Please try a shorter search or try again in a moment.';

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout (or a cancel request). */
const QUERY_CANCELED = '57014';

function wasCancelled(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

/** Runs `work` in a transaction whose statements may each take at most `ms`; a cancelled one answers 503. */
export async function withStatementTimeout<T>(db: Db, ms: number, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.trunc(ms))}`));
      return work(tx as unknown as Db);
    });
  } catch (error) {
    if (wasCancelled(error)) throw new UnavailableError(SEARCH_TIMED_OUT);
    throw error;
  }
}
