// The client's side of an advisor's cart: open the link (the client it names only, never an advisor), get an OTP
// on their own registered mobile, confirm with it, then pay on the insurer's page. The link works once and for
// 48 hours. The OTP reuses the login's challenges (purpose 'insurance', the cart id in the challenge's name), so
// send limits, expiry, single use and the five-tries rule are the login's own.
import type { Identity } from '../../../auth';
import { OTP_MESSAGES, checkOtp, createChallenge, limitedAttempt } from '../../../auth/otpChallenge';
import { latestChallenge } from '../../../auth/otpChallenges.repo';
import { OTP_TTL_MS } from '../../../auth/otp';
import { GoneError, RefusedError, InvalidError, NotFoundError, UnavailableError } from '../../../domain/errors';
import { hashToken, maskMobileTail } from '../../node/cart/links.service';
import type { InsuranceDeps } from './insurance.deps';
import * as repo from './insurance.repo';
import { policyView } from './policies.service';

export const INSURANCE_LINK_MESSAGES = {
  notFound: 'This link is not valid',
  notYours: 'This link was sent to someone else',
  expired: 'This link has expired; ask your advisor for a new one',
  used: 'This link has already been used',
  wrongOtp: 'Incorrect OTP',
} as const;
const M = INSURANCE_LINK_MESSAGES;

/** The cart a live link names, for the client it names; every other case is refused. */
async function liveCart(deps: InsuranceDeps, caller: Identity, token: string): Promise<repo.InsuranceCartRow> {
  const cart = await repo.cartByTokenHash(deps.db, hashToken(token));
  if (!cart) throw new NotFoundError(M.notFound);
  // The advisor (the sender included) never confirms nor pays for the client.
  if (caller.role === 'expert' || cart.userUuid !== caller.userId) throw new RefusedError(M.notYours);
  if (cart.cartStatus !== 'link_sent') throw new GoneError(M.used);
  if (!cart.linkExpiresAt || cart.linkExpiresAt.getTime() <= deps.now().getTime()) throw new GoneError(M.expired);
  return cart;
}

export async function openInsuranceLink(deps: InsuranceDeps, caller: Identity, token: string) {
  const cart = await liveCart(deps, caller, token);
  const advisor = cart.expertUuid ? (await repo.advisorsByIds(deps.db, [cart.expertUuid])).get(cart.expertUuid) : undefined;
  return {
    cart: policyView(cart, advisor),
    advisor: advisor ?? null,
    expires_at: cart.linkExpiresAt?.toISOString() ?? null,
  };
}

export async function sendInsuranceOtp(deps: InsuranceDeps, caller: Identity, token: string, addressKey: string | null) {
  const cart = await liveCart(deps, caller, token);
  const person = await repo.personOf(deps.db, cart.userUuid);
  if (!person) throw new NotFoundError(M.notFound);
  const now = deps.now();
  const challenge = await limitedAttempt(
    deps.db,
    { mobileNo: person.mobileNo, addressKey, purpose: 'insurance', limits: deps.config.otpLimits, now },
    async (tx) => ({
      outcome: 'sent',
      value: await createChallenge(tx, deps.config.authSecret, { mobileNo: person.mobileNo, purpose: 'insurance', role: null, name: cart.id, now }),
    }),
  );
  const text = `${challenge.code} is your ZF OTP to confirm your health insurance plan. It is valid for ${OTP_TTL_MS / 60_000} minutes. Do not share it with anyone.`;
  await deps.sms.send(person.mobileNo, text).catch(() => {
    throw new UnavailableError('We could not send the OTP. Please try again.');
  });
  return { sent_to: maskMobileTail(person.mobileNo), expires_at: challenge.expiresAt.toISOString() };
}

/** The right OTP confirms the cart (once) and opens the insurer's payment page. */
export async function confirmInsuranceLink(deps: InsuranceDeps, caller: Identity, token: string, otp: string) {
  const cart = await liveCart(deps, caller, token);
  const person = await repo.personOf(deps.db, cart.userUuid);
  const now = deps.now();
  const challenge = person ? await latestChallenge(deps.db, person.mobileNo, ['insurance']) : undefined;
  // A code sent for another cart of the same client does not confirm this one.
  const check = await checkOtp(deps.db, deps.config.authSecret, challenge?.name === cart.id ? challenge : undefined, otp, now);
  if (!check.ok) {
    if (check.reason === 'incorrect') throw new InvalidError(M.wrongOtp, { errors: [{ path: 'otp', message: M.wrongOtp }] });
    throw new GoneError(check.reason === 'too_many' ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.expired);
  }
  const payment = deps.insurer.startPayment({ id: cart.id });
  const confirmed = await deps.db.transaction((tx) =>
    repo.updateCart(tx, cart.id, ['link_sent'], { cartStatus: 'confirmed', confirmedAt: now, paymentRef: payment.ref, updatedAt: now }),
  );
  if (!confirmed) throw new GoneError(M.used);
  return { payment_url: payment.url };
}
