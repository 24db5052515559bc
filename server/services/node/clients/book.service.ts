// The client book: stale positions are valued first (the portfolio listing's refresh, so AUM here is the same
// figure as on the client's own summary; triggers carry it into client_book_keys), then one query ranks and pages.
import { sql } from 'drizzle-orm';
import type { ClientSelection } from '../../../../utils/clients/wire';
import { assertExpertMapped } from '../../../auth';
import { NotFoundError } from '../../../domain/errors';
import { type Db, handleOf } from '../../../db/client';
import { toDisplayDate } from '../auth/loginBody';
import { refreshPositions } from '../portfolio/listing.service';
import { todayIn } from '../portfolio/portfolio.deps';
import { bookPage, selectionRow } from './book.repo';
import { CLIENT_MESSAGES as M } from './clients.messages';
import type { BookQuery } from './clients.schemas';

export interface BookDeps {
  db: Db;
  now: () => Date;
}

/** A revaluation this large (a new day or new market data for a big book) rewrote many kept rows. */
const BULK_REVALUATION = 1000;

export async function clientBook(deps: BookDeps, expertId: string, q: BookQuery) {
  const revalued = await refreshPositions(deps, expertId, todayIn(deps.now()));
  // PGlite runs no autovacuum: after a bulk rewrite the visibility map is reset, and a page deep in a big book then
  // reads every skipped row from the table instead of from the sort's index alone (an index-only scan); statistics
  // too. Once a day or per market import, for a book of more than a thousand clients; PostgreSQL's autovacuum does
  // this by itself. VACUUM cannot run in a transaction: deps.db is the database here.
  if (revalued >= BULK_REVALUATION && handleOf(deps.db)?.engine === 'pglite') await deps.db.execute(sql`vacuum analyze client_book_keys`);
  const { rows, total } = await bookPage(deps.db, expertId, q);
  return { items: rows, total, page: q.page, size: q.size };
}

/** What the web writes into the SELECTED_USER_* session keys; only for a client mapped to this advisor. */
export async function clientSelection(deps: BookDeps, expertId: string | undefined, userId: string): Promise<ClientSelection> {
  await assertExpertMapped(deps.db, expertId, userId);
  const row = await selectionRow(deps.db, userId);
  if (!row) throw new NotFoundError(M.notFound);
  return {
    user_id: row.userId,
    mobile_no: row.mobileNo,
    name: row.name,
    kyc_id: row.kycId,
    kyc_verified: row.kycStatus === 'verified',
    kyc_status: row.kycStatus,
    pan: row.pan,
    dob: toDisplayDate(row.dob),
    fd_mobile_number: row.fdMobileNumber,
  };
}
