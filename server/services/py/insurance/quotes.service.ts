// Quotes for a family: every plan that offers the cover, priced individual and floater side by side.
import { type PlanQuote, cityTier } from '../../../providers/insurer';
import type { InsuranceDeps } from './insurance.deps';
import type { QuoteBody } from './insurance.schemas';
import { checkMembers } from './members';

export function quoteView(q: PlanQuote, coverAmount: number) {
  return {
    plan_id: q.plan.plan_id,
    insurer: q.plan.insurer,
    plan_name: q.plan.plan_name,
    cover_amount: coverAmount,
    covers_offered: q.plan.covers_offered,
    facts: { ...q.plan.facts, network_hospitals: q.network_hospitals },
    individual: q.individual,
    floater: q.floater,
    payment_options: q.payment_options,
  };
}
export type QuoteView = ReturnType<typeof quoteView>;

export function quotePlans(deps: Pick<InsuranceDeps, 'insurer' | 'now'>, body: QuoteBody) {
  const members = checkMembers(body.members, deps.now(), 'members');
  const city = cityTier(body);
  const quotes = deps.insurer.quote({ members, tier: city.tier, coverAmount: body.cover_amount });
  return {
    plans: quotes.map((q) => quoteView(q, body.cover_amount)),
    members: members.map(({ name, relation, age }) => ({ name, relation, age })),
    city,
    sandbox: deps.insurer.sandbox,
  };
}
