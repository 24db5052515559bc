// POST /node/clients/act-as-expert: a relationship manager switches their session to one of their advisors. The new
// session's refresh family belongs to the manager (their logout or account change ends it); its tokens carry the
// advisor's claims with the manager as actor, and every request and refresh checks the mapping again (auth/acting.ts).
import { actingClaims } from '../../../auth/acting';
import { type IssuedSession, claimsFor, sessionTokens } from '../../../auth/session';
import { findAccountRoles } from '../../../auth/identity.repo';
import type { Identity } from '../../../auth/requireAuth';
import { revokeRefreshFamily, startRefreshFamily } from '../../../auth/refresh';
import { DOMAIN_MESSAGES, ForbiddenError, NotFoundError } from '../../../domain/errors';
import { type Account, findAccountById } from '../auth/accounts.repo';
import type { NodeContext } from '../context';
import type { ManagerOverview } from '../../../../utils/clients/agentsWire';
import { istParts } from '../../../../utils/orders/navDate';
import { followUpsOn } from '../../analytics/desk/followUps.repo';
import { refreshPositions } from '../portfolio/listing.service';
import { todayIn } from '../portfolio/portfolio.deps';
import { expertsOfRm, findExpertRow } from '../user/user.repo';
import { managedBooks } from './agents.repo';

export interface ActingSession {
  session: IssuedSession;
  account: Account;
  /** The manager acting (their expert id and name); null when the manager is back in their own view. */
  manager: { expertId: string; name: string } | null;
}

/** The manager's own claims again ("Back to my view"), or null when the account no longer holds the expert role. */
async function ownClaims(ctx: NodeContext, actor: { userId: string }) {
  const roles = await findAccountRoles(ctx.db, actor.userId);
  return roles ? claimsFor(roles, 'expert') : null;
}

export async function actAsExpert(ctx: NodeContext, identity: Identity, advisorExpertId: string): Promise<ActingSession> {
  // A manager already acting for someone switches on their own behalf, never on the advisor's.
  const actor = identity.actor ?? (identity.expertId ? { userId: identity.userId, expertId: identity.expertId } : null);
  if (!actor) throw new ForbiddenError(DOMAIN_MESSAGES.forbidden);
  // Naming their own expert id while acting takes the manager back to their own view.
  const backToOwn = !!identity.actor && advisorExpertId === actor.expertId;
  const claims = backToOwn ? await ownClaims(ctx, actor) : await actingClaims(ctx.db, actor, advisorExpertId);
  const account = claims && (await findAccountById(ctx.db, claims.userId));
  const managerAccount = backToOwn ? null : await findAccountById(ctx.db, actor.userId);
  // An advisor who is not (or no longer) the manager's is not theirs to find.
  if (!claims || !account) throw new NotFoundError(DOMAIN_MESSAGES.notFound);

  const now = ctx.now();
  const family = await startRefreshFamily(ctx.db, actor.userId, 'expert', now);
  const session = await sessionTokens(ctx.config.authSecret, claims, family, now);
  // The session switches: the tokens it had before stop working.
  if (identity.sessionId) await revokeRefreshFamily(ctx.db, identity.sessionId, now);
  ctx.logger.info({ managerExpertId: actor.expertId, advisorExpertId, backToOwn }, backToOwn ? 'manager back to own view' : 'manager acts for advisor');
  const manager = managerAccount ? { expertId: actor.expertId, name: managerAccount.user.name ?? 'Your relationship manager' } : null;
  return { session, account, manager };
}

/**
 * GET /node/clients/manager-overview: the manager's own view (also while acting for one of them): every advisor they
 * look after with clients, current value and active SIPs, and the follow-ups due today across them, soonest first.
 */
export async function managerOverview(ctx: NodeContext, identity: Identity): Promise<ManagerOverview> {
  const managerId = identity.actor?.expertId ?? identity.expertId;
  const own = managerId ? await findExpertRow(ctx.db, managerId) : undefined;
  if (!own?.expert.currentLogin || !own.expert.rmId) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
  const today = todayIn(ctx.now());
  const team = await expertsOfRm(ctx.db, own.expert.rmId, own.expert.id);
  for (const advisor of team) await refreshPositions(ctx, advisor.expert.id, today);
  const advisors = await managedBooks(ctx.db, own.expert.rmId, own.expert.id);
  const names = new Map(advisors.map((a) => [a.expert_id, a.name]));
  const istToday = istParts(ctx.now()).date;
  const followUps = (await Promise.all(advisors.map(async (a) => (await followUpsOn(ctx.db, a.expert_id, istToday)).map((f) => ({ f, advisor: a.expert_id })))))
    .flat()
    .sort((x, y) => x.f.startsAt.getTime() - y.f.startsAt.getTime())
    .map(({ f, advisor }) => ({
      id: f.id,
      advisor_id: advisor,
      advisor_name: names.get(advisor) ?? null,
      name: f.name,
      time: f.timeSlot,
      starts_at: f.startsAt.toISOString(),
      remarks: f.remarks,
    }));
  const total = (field: 'clients' | 'aum_paise' | 'sips') => advisors.reduce((sum, a) => sum + a[field], 0);
  return {
    advisors,
    totals: { clients: total('clients'), aum_paise: total('aum_paise'), sips: total('sips') },
    follow_ups_today: followUps,
    as_of: today,
  };
}
