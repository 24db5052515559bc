// Claiming a directory listing. The claimant's own OTP proves only who they are; the listing moves to them once
// the listing's own registered number confirms with a second OTP. Until then the claim is pending and the public
// listing is unchanged. One pending claim per listing: a second claimant is refused until it is confirmed or its
// code runs out, and the listing can move only once (the move requires it to be still claimable).
import { checkOtp, createChallenge, currentChallenge, limitedAttempt } from '../../../auth/otpChallenge';
import { OTP_TTL_MS, otpMessage } from '../../../auth/otp';
import { findChallenge } from '../../../auth/otpChallenges.repo';
import { ConflictError, NotFoundError, UnavailableError } from '../../../domain/errors';
import type { NodeContext } from '../context';
import * as accounts from './accounts.repo';
import * as claims from './claims.repo';
import type { ClaimVerifyBody, ExpertVerifyBody } from './auth.schemas';
import {
  CLAIM_MESSAGES,
  type LoginResult,
  finish,
  newAccountName,
  otpRefusal,
  spendCode,
  verifyExpert,
} from './login.service';
import { SMS_FAILED } from './send.service';

export const PENDING_CLAIM_MESSAGES = {
  busy: 'Someone else is confirming a claim of this profile. Please try again in a few minutes.',
  noNumber: 'This profile has no registered mobile number to confirm the claim. Please contact support.',
  notPending: 'This claim is no longer waiting for a code. Please start the claim again.',
} as const;

export interface PendingClaim {
  claimId: string;
  /** The last four digits of the listing's registered number: enough to recognise it, not to call it. */
  numberEnding: string;
}

export type ClaimStart = { login: LoginResult } | { pending: PendingClaim };

/** PUT /user/auth/expert/verifyotp with status 'claim': checks the claimant's code and starts a pending claim. */
export async function startClaim(
  ctx: NodeContext,
  body: ExpertVerifyBody,
  addressKey: string | null,
): Promise<ClaimStart> {
  const now = ctx.now();
  const listing = await accounts.findListing(ctx.db, body.id!);
  if (!listing?.expert) throw new NotFoundError(CLAIM_MESSAGES.notFound);
  const account = await accounts.findAccountByMobile(ctx.db, body.mobile_no);
  // The listing's own number needs no second code: its OTP is the confirmation.
  if (account?.expert?.id === listing.expert.id) return { login: await verifyExpert(ctx, body) };
  if (account?.expert) throw new ConflictError(CLAIM_MESSAGES.otherProfile);
  if (!listing.expert.claimable) throw new ConflictError(CLAIM_MESSAGES.taken);
  const registered = listing.user.mobileNo;
  if (!registered) throw new ConflictError(PENDING_CLAIM_MESSAGES.noNumber);
  const own = await currentChallenge(ctx.db, body.mobile_no);
  const name = account ? null : await newAccountName(own?.name ?? body.name);

  await spendCode(ctx, own, body.otp, now);
  const started = await limitedAttempt(
    ctx.db,
    { mobileNo: registered, addressKey, purpose: 'claim', limits: ctx.config.otpLimits, now },
    async (tx) => {
      const claimantUserId =
        account?.user.id ?? (await accounts.createUser(tx, { mobileNo: body.mobile_no, name: name!, roles: ['user'] }));
      await claims.expireBlockingClaims(tx, listing.expert!.id, claimantUserId, new Date(now.getTime() - OTP_TTL_MS));
      const challenge = await createChallenge(tx, ctx.config.authSecret, {
        mobileNo: registered,
        purpose: 'claim',
        role: 'expert',
        name: null,
        now,
      });
      const claimId = await claims.insertPendingClaim(tx, {
        expertId: listing.expert!.id,
        claimantUserId,
        challengeId: challenge.challengeId,
        createdAt: now,
      });
      return { outcome: claimId ? 'sent' : 'claim_busy', value: claimId ? { claimId, code: challenge.code } : null };
    },
  );
  if (!started) throw new ConflictError(PENDING_CLAIM_MESSAGES.busy);
  try {
    await ctx.sms.send(registered, otpMessage(started.code));
  } catch (error) {
    ctx.logger.error({ err: error, provider: ctx.sms.name }, 'SMS delivery failed');
    throw new UnavailableError(SMS_FAILED);
  }
  return { pending: { claimId: started.claimId, numberEnding: registered.slice(-4) } };
}

/** PUT /user/auth/expert/claim/verify: the code from the listing's number moves the listing, in one transaction. */
export async function confirmClaim(ctx: NodeContext, body: ClaimVerifyBody): Promise<LoginResult> {
  const now = ctx.now();
  const claim = await claims.findClaim(ctx.db, body.claim_id);
  if (!claim) throw new NotFoundError(PENDING_CLAIM_MESSAGES.notPending);
  if (claim.status !== 'pending') throw new ConflictError(PENDING_CLAIM_MESSAGES.notPending);
  const challenge = claim.challengeId ? await findChallenge(ctx.db, claim.challengeId) : undefined;
  const check = await checkOtp(ctx.db, ctx.config.authSecret, challenge, body.otp, now);
  if (!check.ok) throw otpRefusal(check.reason);

  const moved = await ctx.db.transaction(async (tx) => {
    if (!(await accounts.claimListing(tx, claim.expertId, claim.claimantUserId))) return false;
    await accounts.addExpertRole(tx, claim.claimantUserId);
    await claims.setClaimStatus(tx, claim.id, 'verified', now);
    await claims.recordClaimVerified(tx, claim, now);
    return true;
  });
  if (!moved) {
    await claims.setClaimStatus(ctx.db, claim.id, 'rejected', now);
    throw new ConflictError(CLAIM_MESSAGES.taken);
  }
  return finish(ctx, claim.claimantUserId, now, 'expert', body.optin);
}

