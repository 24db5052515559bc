// What a verified OTP does: log in, create the account of a sign-up, or make the number an expert (sign-up or
// claim of a listing). Every refusal that does not depend on the code is decided BEFORE the code is spent.
import { randomInt } from 'node:crypto';
import {
  type OtpCheck,
  OTP_MESSAGES,
  checkOtp,
  currentChallenge,
} from '../../../auth/otpChallenge';
import { type IssuedSession, claimsFor, loginRole, startSession } from '../../../auth/session';
import type { Identity } from '../../../auth/requireAuth';
import type { Db } from '../../../db/client';
import type { UserRole } from '../../../db/schema';
import { DOMAIN_MESSAGES, ConflictError, InvalidError, NotFoundError, RefusedError, UnauthenticatedError } from '../../../domain/errors';
import { issueLoginToken, redeemLoginToken } from '../../../auth/loginToken';
import { parseInput } from '../../../http/validate';
import { MESSAGES, fullNameSchema } from '../../../../utils/validation';
import type { SessionRole } from '../../../../utils/session/token';
import type { NodeContext } from '../context';
import * as repo from './accounts.repo';
import type { ExpertVerifyBody, VerifyOtpBody } from './auth.schemas';

export const CLAIM_MESSAGES = {
  notFound: 'This expert profile was not found',
  taken: 'This expert profile has already been claimed',
  otherProfile: 'This mobile number already has an expert profile. Please log in.',
} as const;

export interface LoginResult {
  account: repo.Account;
  session: IssuedSession;
}

const notRegistered = () => new NotFoundError(MESSAGES.mobileNotRegistered);

/** The 400 a refused code gets: wrong, run out, or too many tries. */
export function otpRefusal(reason: Exclude<OtpCheck, { ok: true }>['reason']): InvalidError {
  const message = {
    incorrect: MESSAGES.otpIncorrect,
    expired: OTP_MESSAGES.expired,
    too_many: OTP_MESSAGES.tooManyTries,
  }[reason];
  return new InvalidError(message);
}

export async function spendCode(
  ctx: NodeContext,
  challenge: Awaited<ReturnType<typeof currentChallenge>>,
  otp: string,
  now: Date,
) {
  const check: OtpCheck = await checkOtp(ctx.db, ctx.config.authSecret, challenge, otp, now);
  if (!check.ok) throw otpRefusal(check.reason);
}

export async function newAccountName(name: string | null | undefined): Promise<string> {
  return parseInput(fullNameSchema, name ?? '', 'body');
}

/** A fresh expert row with a unique code (ZFE + 6 digits), the role added to the account. Run in a transaction. */
async function becomeExpert(tx: Db, userId: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    if (await repo.insertExpert(tx, userId, `ZFE${randomInt(100_000, 1_000_000)}`)) break;
    if ((await repo.findAccountById(tx, userId))?.expert) break; // a parallel sign-up made it already
  }
  await repo.addExpertRole(tx, userId);
}

export async function finish(
  ctx: NodeContext,
  userId: string,
  now: Date,
  role?: SessionRole,
  optin?: boolean,
): Promise<LoginResult> {
  await repo.recordLogin(ctx.db, userId, now, optin);
  const account = await repo.findAccountById(ctx.db, userId);
  if (!account) throw notRegistered();
  const claims = claimsFor(
    { userId, roles: account.user.roles, expertId: account.expert?.id ?? null },
    role ?? loginRole(account.user.roles),
  );
  if (!claims) throw notRegistered();
  return { account, session: await startSession(ctx.db, ctx.config.authSecret, claims, now) };
}

/** POST /user/auth/verifyotp: login, or the sign-up the challenge was sent for. */
export async function verifyLogin(ctx: NodeContext, body: VerifyOtpBody): Promise<LoginResult> {
  const now = ctx.now();
  const challenge = await currentChallenge(ctx.db, body.mobile_no);
  const account = await repo.findAccountByMobile(ctx.db, body.mobile_no);
  const signup = challenge?.purpose === 'signup' || body.type === 'signup';
  const expert = challenge?.role === 'expert' || body.role === 'expert';
  if (!account && !signup) throw notRegistered();
  if (account && expert && !signup && !account.expert) throw notRegistered();
  const name = account ? null : await newAccountName(challenge?.name ?? body.name);

  await spendCode(ctx, challenge, body.otp, now);
  const roles: UserRole[] = expert ? ['expert'] : ['user'];
  const userId = await ctx.db.transaction(async (tx) => {
    const id =
      account?.user.id ??
      (await repo.createUser(tx, { mobileNo: body.mobile_no, name: name!, roles }));
    if (expert && signup && !account?.expert) await becomeExpert(tx, id);
    return id;
  });
  return finish(ctx, userId, now, expert ? 'expert' : undefined);
}

/** PUT /user/auth/expert/verifyotp: advisor sign-up (creating or upgrading the account) or login by a listing's own number. */
export async function verifyExpert(ctx: NodeContext, body: ExpertVerifyBody): Promise<LoginResult> {
  const now = ctx.now();
  const challenge = await currentChallenge(ctx.db, body.mobile_no);
  const account = await repo.findAccountByMobile(ctx.db, body.mobile_no);
  if (body.status === 'claim') {
    const listing = await repo.findListing(ctx.db, body.id!);
    if (!listing?.expert) throw new NotFoundError(CLAIM_MESSAGES.notFound);
    // Only the listing's own number logs in here; anyone else's claim waits for that number (claim.service).
    if (account?.expert?.id !== listing.expert.id) throw new ConflictError(CLAIM_MESSAGES.taken);
  }
  const name = account ? null : await newAccountName(challenge?.name ?? body.name);

  await spendCode(ctx, challenge, body.otp, now);
  // One transaction: a claim that loses a race must not leave a new account behind without its expert row.
  const userId = await ctx.db.transaction(async (tx) => {
    const id =
      account?.user.id ??
      (await repo.createUser(tx, { mobileNo: body.mobile_no, name: name!, roles: ['expert'] }));
    if (!account?.expert) {
      await becomeExpert(tx, id);
    }
    return id;
  });
  return finish(ctx, userId, now, 'expert', body.optin);
}

export const TOKEN_LINK_EXPIRED = 'This login link has expired. Please log in again.';

/** POST /user/auth/verifybytoken: redeems a one-time login token and logs its account in. */
export async function loginByToken(ctx: NodeContext, token: string): Promise<LoginResult> {
  const mobileNo = await redeemLoginToken(ctx.db, ctx.config.authSecret, token, ctx.now());
  if (!mobileNo) throw new InvalidError(TOKEN_LINK_EXPIRED);
  const account = await repo.findAccountByMobile(ctx.db, mobileNo);
  if (!account) throw notRegistered();
  return finish(ctx, account.user.id, ctx.now());
}

/** POST /user/auth/logintoken: a one-time token for the mobile app to open a web page already logged in. */
/** A manager acting for an advisor holds the advisor's claims, never the advisor's own login: nothing is minted. */
export const ACTING_CANNOT_MINT = "A manager acting for an advisor cannot open the advisor's own session";

export async function issueAppLoginToken(ctx: NodeContext, identity: Identity) {
  if (identity.actor) throw new RefusedError(ACTING_CANNOT_MINT);
  const account = await repo.findAccountById(ctx.db, identity.userId);
  if (!account) throw new UnauthenticatedError(DOMAIN_MESSAGES.unauthenticated);
  return issueLoginToken(ctx.db, ctx.config.authSecret, account.user.mobileNo, ctx.now());
}
