// sendotp and the login lookup: both are counted attempts under the OTP limits, because both tell whether a
// number is registered. A refusal (unregistered, already registered) sends nothing.
import { type NewChallenge, createChallenge, limitedAttempt } from '../../../auth/otpChallenge';
import { otpMessage } from '../../../auth/otp';
import { ConflictError, NotFoundError, UnavailableError } from '../../../domain/errors';
import { MESSAGES } from '../../../../utils/validation';
import type { NodeContext } from '../context';
import { type Account, findAccountByMobile } from './accounts.repo';
import type { SendOtpBody } from './auth.schemas';

export const ALREADY_REGISTERED = 'This mobile number is already registered. Please log in.';
export const SMS_FAILED = 'We could not send the OTP just now. Please try again in a minute.';

interface Refusal {
  status: 404 | 409;
  message: string;
  outcome: 'unregistered' | 'registered';
}

/** Who may be sent a code: login needs the account (an expert login, the expert role); sign-up needs its absence. */
export function sendRefusal(
  account: Account | undefined,
  body: Pick<SendOtpBody, 'type' | 'role'>,
): Refusal | null {
  const expert = body.role === 'expert';
  if (body.type === 'login') {
    if (!account || (expert && !account.expert))
      return { status: 404, message: MESSAGES.mobileNotRegistered, outcome: 'unregistered' };
    return null;
  }
  // An investor signing up as an advisor is an upgrade, not a duplicate.
  if (account && (expert ? account.expert : true))
    return { status: 409, message: ALREADY_REGISTERED, outcome: 'registered' };
  return null;
}

type SendOutcome = { refusal: Refusal } | { challenge: NewChallenge };

export async function sendOtp(
  ctx: NodeContext,
  body: SendOtpBody,
  addressKey: string | null,
): Promise<NewChallenge> {
  const now = ctx.now();
  const attempt = await limitedAttempt<SendOutcome>(
    ctx.db,
    { mobileNo: body.mobile_no, addressKey, purpose: body.type, limits: ctx.config.otpLimits, now },
    async (tx) => {
      const refusal = sendRefusal(await findAccountByMobile(tx, body.mobile_no), body);
      if (refusal) return { outcome: refusal.outcome, value: { refusal } };
      const challenge = await createChallenge(tx, ctx.config.authSecret, {
        mobileNo: body.mobile_no,
        purpose: body.type,
        role: body.role ?? null,
        name: body.name ?? null,
        now,
      });
      return { outcome: 'sent', value: { challenge } };
    },
  );
  if ('refusal' in attempt)
    throw attempt.refusal.status === 404
      ? new NotFoundError(attempt.refusal.message)
      : new ConflictError(attempt.refusal.message);
  const { challenge } = attempt;
  try {
    await ctx.sms.send(body.mobile_no, otpMessage(challenge.code));
  } catch (error) {
    ctx.logger.error({ err: error, provider: ctx.sms.name }, 'SMS delivery failed');
    throw new UnavailableError(SMS_FAILED);
  }
  return challenge;
}

export interface LookupAnswer {
  registered: boolean;
  roles: string[];
}

export async function lookupMobile(
  ctx: NodeContext,
  mobileNo: string,
  addressKey: string | null,
): Promise<LookupAnswer> {
  const now = ctx.now();
  const answer = await limitedAttempt<LookupAnswer>(
    ctx.db,
    { mobileNo, addressKey, purpose: 'login', limits: ctx.config.otpLimits, now },
    async (tx) => {
      const account = await findAccountByMobile(tx, mobileNo);
      return {
        outcome: 'lookup',
        value: { registered: !!account, roles: account?.user.roles ?? [] },
      };
    },
  );
  // The spec's client reads registered and roles on the refusal too.
  if (!answer.registered) throw new NotFoundError(MESSAGES.mobileNotRegistered, { details: { ...answer } });
  return answer;
}
