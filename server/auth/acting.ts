// A relationship manager (a login whose experts.current_login is set) may act for the advisors whose rm_id is the
// manager's own. Such a session carries the advisor's claims plus the manager as `actor`; the mapping is checked
// again on every request and every refresh, so a manager loses an advisor the moment the mapping changes.
import type { SessionActor, SessionClaims } from '../../utils/session/token';
import type { Db } from '../db/client';
import { type ActingExpert, findActingExperts } from './acting.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function mayActFor(manager: ActingExpert, advisor: ActingExpert): boolean {
  return (
    manager.currentLogin &&
    !!manager.rmId &&
    advisor.rmId === manager.rmId &&
    advisor.expertId !== manager.expertId &&
    advisor.roles.includes('expert')
  );
}

/** The claims of `actor` acting for the advisor `advisorExpertId`, or null when the manager may not (any more). */
export async function actingClaims(db: Db, actor: SessionActor, advisorExpertId: string): Promise<SessionClaims | null> {
  // An id that is not a UUID names nobody; checking here also keeps PostgreSQL from raising a cast error (500).
  if (!UUID.test(advisorExpertId) || !UUID.test(actor.expertId)) return null;
  const rows = await findActingExperts(db, [actor.expertId, advisorExpertId]);
  const manager = rows.find((r) => r.expertId === actor.expertId);
  const advisor = rows.find((r) => r.expertId === advisorExpertId);
  if (!manager || !advisor || manager.userId !== actor.userId || !mayActFor(manager, advisor)) return null;
  return {
    userId: advisor.userId,
    roles: [...advisor.roles],
    role: 'expert',
    expertId: advisor.expertId,
    actor: { userId: actor.userId, expertId: actor.expertId },
  };
}

/** Whether a token's acting still holds; tokens of people acting for themselves always do. */
export async function actingHolds(db: Db, claims: SessionClaims): Promise<boolean> {
  if (!claims.actor) return true;
  if (!claims.expertId) return false;
  const current = await actingClaims(db, claims.actor, claims.expertId);
  return current?.userId === claims.userId;
}
