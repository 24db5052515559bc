// The sandbox insurer (the default): quotes from the catalogue and the pricing rules, a payment page served by
// the py service at /insurance/pay/{ref} and a callback signed with a key derived from the auth secret, so that
// nobody without the secret can mark a policy paid.
import { randomBytes } from 'node:crypto';
import { signFields, verifyFields } from '../payments/signature';
import { SANDBOX_PLANS, publicPlan } from './catalogue';
import { priceQuote } from './pricing';
import type { InsurerProvider } from './types';

export function createSandboxInsurer(options: { authSecret: string; pyPublicBase: string }): InsurerProvider {
  // A key of its own: a payment gateway's signature can never pass as the insurer's.
  const secret = `insurer|${options.authSecret}`;
  const paymentUrl = (ref: string) => `${options.pyPublicBase}/insurance/pay/${encodeURIComponent(ref)}`;
  return {
    name: 'sandbox',
    sandbox: true,
    plans: () => SANDBOX_PLANS.map(publicPlan),
    quote: (input) =>
      SANDBOX_PLANS.filter((plan) => plan.covers_offered.includes(input.coverAmount)).map((plan) => ({
        plan: publicPlan(plan),
        ...priceQuote(plan, input),
      })),
    startPayment: () => {
      const ref = `HIP${randomBytes(8).toString('hex').toUpperCase()}`;
      return { ref, url: paymentUrl(ref) };
    },
    paymentUrl,
    signCallback: (ref, outcome) => signFields(secret, 'payment', ref, outcome),
    verifyCallback: (fields) => fields.subject === 'payment' && verifyFields(secret, fields),
  };
}
