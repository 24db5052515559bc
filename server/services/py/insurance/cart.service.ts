// Creating a health insurance cart (POST /py/cart/v1/insurance). The server checks the members and the nominee,
// prices the plan itself, and stores the spec's payload fields. An investor's own cart goes straight to the
// insurer's payment page; an advisor's cart for a client is sent to the client by SMS as a one-time link (only
// its SHA-256 is kept) that the client confirms with an OTP before paying.
import { randomBytes, randomUUID } from 'node:crypto';
import { type Identity, assertCanActForUser } from '../../../auth';
import { isTransactionAllowed } from '../../../auth/transactionAllowed.repo';
import { RefusedError } from '../../../domain/errors';
import { hashToken, maskMobileTail } from '../../node/cart/links.service';
import type { InsuranceDeps } from './insurance.deps';
import type { CartBody } from './insurance.schemas';
import * as repo from './insurance.repo';
import { checkMembers, checkNominee } from './members';
import { repriceCart } from './pricing.check';

export const INSURANCE_LINK_TTL_MS = 48 * 3_600_000;

/** The rule of every cart an advisor builds for a client: only once transactions are allowed (ARN validated). */
export const INSURANCE_NOT_ALLOWED =
  'You cannot send insurance carts to clients until your ARN is validated: share the health insurance page with your client instead';

export interface CartCreated {
  cart_id: string;
  cart_link: string;
  cart_status: repo.CartStatus;
  premium: number;
  sandbox: boolean;
  /** An advisor's cart: the client's mobile the link went to, masked (null when the SMS failed). */
  sent_to?: string | null;
}

/** '10L', '25L', '1Cr': the sum-insured key of insurance_skew. */
export const sumInsuredKey = (rupees: number) => (rupees >= 10_000_000 ? `${rupees / 10_000_000}Cr` : `${rupees / 100_000}L`);

export async function createInsuranceCart(deps: InsuranceDeps, identity: Identity, body: CartBody): Promise<CartCreated> {
  const userId = body.user_uuid ?? identity.userId;
  await assertCanActForUser(deps.db, identity, userId);
  const forClient = identity.role === 'expert' && userId !== identity.userId;
  if (forClient && !(identity.expertId && (await isTransactionAllowed(deps.db, identity.expertId)))) {
    throw new RefusedError(INSURANCE_NOT_ALLOWED);
  }
  const now = deps.now();
  const members = checkMembers(body.insurance_holder_details, now, 'insurance_holder_details');
  checkNominee(body.insurance_nominee_details, now, 'insurance_nominee_details');
  const { plan, quote, city, options, chosen } = repriceCart(deps, body, members);

  const person = await repo.personOf(deps.db, userId);
  const adults = members.filter((m) => m.relation === 'self' || m.relation === 'spouse').length;
  const token = forClient ? randomBytes(32).toString('base64url') : null;
  const cartId = randomUUID();
  const payment = forClient ? null : deps.insurer.startPayment({ id: cartId });
  const confirmPage = `${deps.config.webOrigin}/health_insurance/confirm`;

  const row = await deps.db.transaction(async (tx) => {
    const cart = await repo.insertCart(tx, {
      id: cartId,
      userName: person?.name ?? body.user_name ?? null,
      userUuid: userId,
      expertUuid: forClient ? (identity.expertId ?? null) : await repo.mappedAdvisorOf(tx, userId),
      products: { plan_id: plan.plan_id, plan_name: plan.plan_name, insurer: plan.insurer, facts: { ...plan.facts, network_hospitals: quote.network_hospitals }, city },
      insuranceCoverAmountPaise: body.insurance_cover_amount * 100,
      insuranceHolderDetails: body.insurance_holder_details.map((m, i) => ({ ...m, age: members[i].age })),
      insuranceSkew: { sum_insured: sumInsuredKey(body.insurance_cover_amount), A: adults, C: members.length - adults },
      premiums: { cover_type: body.cover_type, yearly_premium: quote[body.cover_type].yearly_premium, options },
      noOfChildren: String(members.length - adults),
      noOfAdults: String(adults),
      companyInfo: { logo: plan.insurer.logo, display_name: plan.insurer.name, insurance_provider: plan.insurer.insurance_provider },
      nomineeDetails: body.insurance_nominee_details,
      paymentOption: body.payment_option,
      appName: body.app_name ?? null,
      appVersion: body.app_version ?? null,
      eventType: body.event_type ?? null,
      planId: plan.plan_id,
      coverType: body.cover_type,
      premiumPaise: chosen.instalment_amount * 100,
      cartStatus: forClient ? 'link_sent' : 'created',
      // The token itself is never stored: the link kept here is the confirmation page without it.
      cartLink: payment ? payment.url : confirmPage,
      linkTokenHash: token ? hashToken(token) : null,
      linkExpiresAt: token ? new Date(now.getTime() + INSURANCE_LINK_TTL_MS) : null,
      paymentRef: payment?.ref ?? null,
      createdAt: now,
      updatedAt: now,
    });
    // A cart made ends the funnel: the draft it was filled from goes.
    await repo.deleteDraft(tx, identity.userId, userId);
    return cart;
  });

  const created = { cart_id: row.id, cart_status: row.cartStatus as repo.CartStatus, premium: chosen.instalment_amount, sandbox: deps.insurer.sandbox };
  if (!token) return { ...created, cart_link: row.cartLink ?? '' };
  const link = `${confirmPage}?token=${token}`;
  return { ...created, cart_link: link, sent_to: await textClient(deps, identity, person?.mobileNo, link) };
}

async function textClient(deps: InsuranceDeps, identity: Identity, mobile: string | undefined, link: string): Promise<string | null> {
  if (!mobile) return null;
  const advisor = identity.expertId ? (await repo.advisorsByIds(deps.db, [identity.expertId])).get(identity.expertId) : undefined;
  const text = `${advisor?.name ?? 'Your advisor'} has prepared a health insurance plan for you on ZF. Review it and confirm with your OTP: ${link} (valid once, for 48 hours).`;
  // The cart is stored; a gateway failure is logged and the advisor can copy the link from the answer.
  const sent = await deps.sms.send(mobile, text).then(
    () => true,
    (err: unknown) => {
      deps.logger.error({ err }, 'insurance link SMS not sent');
      return false;
    },
  );
  return sent ? maskMobileTail(mobile) : null;
}
