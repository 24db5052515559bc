// The funnel as a person fills it: one draft per (person filling, person covered), last write wins. An advisor
// keeps drafts for mapped clients only; an investor for themself only.
import { type Identity, assertCanActForUser } from '../../../auth';
import type { InsuranceDeps } from './insurance.deps';
import * as repo from './insurance.repo';

const forWhom = async (deps: InsuranceDeps, identity: Identity, userId: string | undefined) => {
  const forUserId = userId ?? identity.userId;
  await assertCanActForUser(deps.db, identity, forUserId);
  return forUserId;
};

export async function readDraft(deps: InsuranceDeps, identity: Identity, userId?: string) {
  const row = await repo.findDraft(deps.db, identity.userId, await forWhom(deps, identity, userId));
  return row ? { draft: row.draft, updated_at: row.updatedAt.toISOString() } : { draft: null };
}

export async function saveDraft(deps: InsuranceDeps, identity: Identity, userId: string | undefined, draft: Record<string, unknown>) {
  const forUserId = await forWhom(deps, identity, userId);
  const expertId = identity.role === 'expert' && forUserId !== identity.userId ? (identity.expertId ?? null) : null;
  const row = await repo.upsertDraft(deps.db, { ownerUserId: identity.userId, forUserId, expertId, draft, now: deps.now() });
  return { draft: row.draft, updated_at: row.updatedAt.toISOString() };
}

export async function removeDraft(deps: InsuranceDeps, identity: Identity, userId?: string) {
  await repo.deleteDraft(deps.db, identity.userId, await forWhom(deps, identity, userId));
  return { deleted: true };
}
