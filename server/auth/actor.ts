// Who acts in a request, as the rows that record it store it (utils/session/actors.ts): a manager acting for an
// advisor is the manager; an advisor selling under a principal is a sub-agent; anyone with the investor role acting
// on his own account is the investor.
import type { ActorKind, ActorView } from '../../utils/session/actors';
import type { Actor } from '../db/actor';
import type { Db } from '../db/client';
import { expertNames, isSubAgent, userNames } from './actor.repo';
import type { Identity } from './requireAuth';

export async function actorOf(db: Db, identity: Identity): Promise<Actor> {
  if (identity.actor) return { kind: 'manager', userId: identity.actor.userId };
  if (identity.role !== 'expert' || !identity.expertId)
    return { kind: 'investor', userId: identity.userId };
  return {
    kind: (await isSubAgent(db, identity.expertId)) ? 'sub_agent' : 'advisor',
    userId: identity.userId,
  };
}

/** A recorded actor: its kind, its user id, and for a manager the advisor he acted for. */
export interface ActorRef {
  kind: ActorKind | null;
  userId: string | null;
  forExpertId?: string | null;
}

/** Recorded actors as the API shows them (null where nothing was recorded), with two reads for any number. */
export async function actorViews(db: Db, refs: ActorRef[]): Promise<(ActorView | null)[]> {
  const people = await userNames(
    db,
    refs.flatMap((r) => (r.kind && r.userId ? [r.userId] : [])),
  );
  const advisors = await expertNames(
    db,
    refs.flatMap((r) => (r.kind === 'manager' && r.forExpertId ? [r.forExpertId] : [])),
  );
  return refs.map((r) =>
    r.kind
      ? {
          kind: r.kind,
          name: (r.userId && people.get(r.userId)) || null,
          for_name: (r.kind === 'manager' && r.forExpertId && advisors.get(r.forExpertId)) || null,
        }
      : null,
  );
}
