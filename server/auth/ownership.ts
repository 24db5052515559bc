// Record-level authorization: every route that reads or changes a person's records checks it here,
// whatever the web app's middleware already decided.
import type { Db } from '../db/client';
import { NotFoundError } from '../domain/errors';
import { MESSAGES } from '../http/errors';
import { isExpertMapped } from './expertClients.repo';
import type { Identity } from './requireAuth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A record outside the caller's reach is answered as if it did not exist: 404, never 403 (which ends the session in
// the web app and would also tell a stranger that the record is there).
const forbidden = () => new NotFoundError(MESSAGES.notFound);

/** A user owns their own records: 404 unless the session is that user. */
export function assertOwnsUser(identity: Identity, userId: string): void {
  if (identity.userId !== userId) throw forbidden();
}

/** An expert may act for a client only through expert_clients: 404 otherwise. */
export async function assertExpertMapped(db: Db, expertId: string | undefined, userId: string): Promise<void> {
  // An id that is not a UUID cannot be mapped; checking here also keeps PostgreSQL from raising a cast error (500).
  if (!expertId || !UUID.test(expertId) || !UUID.test(userId)) throw forbidden();
  if (!(await isExpertMapped(db, expertId, userId))) throw forbidden();
}

/** The usual rule for a client's records: the client themself, or an expert mapped to them. */
export async function assertCanActForUser(db: Db, identity: Identity, userId: string): Promise<void> {
  if (identity.userId === userId) return;
  if (identity.role === 'expert') return assertExpertMapped(db, identity.expertId, userId);
  throw forbidden();
}
