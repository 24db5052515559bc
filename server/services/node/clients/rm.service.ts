// POST /node/clients/act-as-expert: a relationship manager switches their session to one of their advisors. The new
// session's refresh family belongs to the manager (their logout or account change ends it); its tokens carry the
// advisor's claims with the manager as actor, and every request and refresh checks the mapping again (auth/acting.ts).
import { actingClaims } from '../../../auth/acting';
import { type IssuedSession, sessionTokens } from '../../../auth/session';
import type { Identity } from '../../../auth/requireAuth';
import { revokeRefreshFamily, startRefreshFamily } from '../../../auth/refresh';
import { DOMAIN_MESSAGES, ForbiddenError } from '../../../domain/errors';
import { type Account, findAccountById } from '../auth/accounts.repo';
import type { NodeContext } from '../context';

export interface ActingSession {
  session: IssuedSession;
  account: Account;
}

export async function actAsExpert(ctx: NodeContext, identity: Identity, advisorExpertId: string): Promise<ActingSession> {
  const forbidden = new ForbiddenError(DOMAIN_MESSAGES.forbidden);
  // A manager already acting for someone switches on their own behalf, never on the advisor's.
  const actor = identity.actor ?? (identity.expertId ? { userId: identity.userId, expertId: identity.expertId } : null);
  if (!actor) throw forbidden;
  const claims = await actingClaims(ctx.db, actor, advisorExpertId);
  const account = claims && (await findAccountById(ctx.db, claims.userId));
  if (!claims || !account) throw forbidden;

  const now = ctx.now();
  const family = await startRefreshFamily(ctx.db, actor.userId, 'expert', now);
  const session = await sessionTokens(ctx.config.authSecret, claims, family, now);
  // The session switches: the tokens it had before stop working.
  if (identity.sessionId) await revokeRefreshFamily(ctx.db, identity.sessionId, now);
  ctx.logger.info({ managerExpertId: actor.expertId, advisorExpertId }, 'manager acts for advisor');
  return { session, account };
}
