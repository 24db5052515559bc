// The server prices every cart: it quotes the chosen plan again from the members, cover and city, and refuses a
// cart whose browser copy of the premium differs (the browser never sets a price).
import { formatINR } from '../../../../utils/money';
import { ConflictError, InvalidError } from '../../../domain/errors';
import { type PaymentOptionView, type PricedMemberInput, cityTier } from '../../../providers/insurer';
import type { InsuranceDeps } from './insurance.deps';
import type { CartBody } from './insurance.schemas';

export const noCoverMessage = (amount: number) => `This plan does not offer a cover of ${formatINR(amount)}`;
export const premiumChangedMessage = (amount: number) =>
  `The premium has changed to ${formatINR(amount)}; review the quote and try again`;

export function repriceCart(deps: Pick<InsuranceDeps, 'insurer'>, body: CartBody, members: PricedMemberInput[]) {
  const plan = deps.insurer.plans().find((p) => p.plan_id === body.plan_id);
  if (!plan) throw new InvalidError('This plan is not offered', { errors: [{ path: 'plan_id', message: 'This plan is not offered' }] });
  const cover = body.insurance_cover_amount;
  if (!plan.covers_offered.includes(cover)) {
    throw new InvalidError(noCoverMessage(cover), { errors: [{ path: 'insurance_cover_amount', message: noCoverMessage(cover) }] });
  }
  const city = cityTier(body);
  const quote = deps.insurer.quote({ members, tier: city.tier, coverAmount: cover }).find((q) => q.plan.plan_id === plan.plan_id);
  if (!quote) throw new InvalidError(noCoverMessage(cover));
  const options = quote.payment_options[body.cover_type];
  const chosen = options.find((o) => o.option === body.payment_option) as PaymentOptionView;
  assertSamePrices(body, options, chosen);
  return { plan, quote, city, options, chosen };
}

function assertSamePrices(body: CartBody, options: PaymentOptionView[], chosen: PaymentOptionView): void {
  const sent = Array.isArray(body.premiums) ? body.premiums : (body.premiums?.[body.cover_type] ?? []);
  const differs = sent.some((copy) => {
    const ours = options.find((o) => o.option === copy.option);
    return (
      !ours ||
      (copy.instalment_amount !== undefined && copy.instalment_amount !== ours.instalment_amount) ||
      (copy.total_amount !== undefined && copy.total_amount !== ours.total_amount)
    );
  });
  if (differs || (body.premium !== undefined && body.premium !== chosen.instalment_amount)) {
    throw new ConflictError(premiumChangedMessage(chosen.instalment_amount));
  }
}
