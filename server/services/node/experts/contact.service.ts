// A visitor's contact request to an expert: recorded as a lead for the expert; the expert's number is never shown.
import type { Identity } from '../../../auth';
import { DOMAIN_MESSAGES, InvalidError, NotFoundError, UnauthenticatedError } from '../../../domain/errors';
import type { NodeContext } from '../context';
import { recordContactLead } from './experts.repo';
import { findPublicExpert, getPublicExpert } from './experts.service';

export const NO_EXPERT = 'No expert found';
export const OWN_PROFILE = 'This is your own profile';
export const contactThanks = (name: string) => `Thank you. ${name} will get in touch with you soon.`;

export async function publicExpertOrThrow(ctx: NodeContext, id: string) {
  const expert = await getPublicExpert(ctx.db, id, ctx.now());
  if (!expert) throw new NotFoundError(NO_EXPERT);
  return expert;
}

/** Records the lead; `repeated` when this person already has an open request with this expert. */
export async function contactExpert(ctx: NodeContext, identity: Identity, id: string, product: string | undefined) {
  const found = await findPublicExpert(ctx.db, id, ctx.now());
  if (!found) throw new NotFoundError(NO_EXPERT);
  const { expert } = found;
  if (found.userId === identity.userId) throw new InvalidError(OWN_PROFILE);
  const outcome = await recordContactLead(ctx.db, { expertId: expert.id, userId: identity.userId, product });
  if (outcome === 'no_user') throw new UnauthenticatedError(DOMAIN_MESSAGES.unauthenticated);
  return { message: contactThanks(expert.name), repeated: outcome === 'exists' };
}
