// POST /user/auth/token-info: whose account a one-time login link opens, so that the page can ask
// "Continue as Asha V.?" before spending it. A link can be sent to someone else (login CSRF); the visitor must
// see whose account it is and choose. Only a shortened name and the role are told, never the mobile number.
import { loginRole, loginTokenHolder } from '../../../auth';
import { limitedAttempt } from '../../../auth/otpChallenge';
import type { NodeContext } from '../context';
import type { SessionRole } from '../../../../utils/session/token';
import { findAccountByMobile } from './accounts.repo';

export interface TokenHolder {
  /** Null when the account has no name yet. */
  name: string | null;
  role: SessionRole;
}

/** 'Asha Verma' -> 'Asha V.': enough to recognise oneself, little to learn about someone else. */
export function shortName(fullName: string | null): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return last ? `${words[0]} ${last.toUpperCase()}.` : words[0];
}

/**
 * Null for an unknown, used or expired token (its secret is 192 random bits: not worth guessing). A live token's
 * lookups count under its number's OTP limits, like the login lookup (a 429 past them).
 */
export async function tokenHolder(
  ctx: NodeContext,
  token: string,
  addressKey: string | null,
): Promise<TokenHolder | null> {
  const now = ctx.now();
  const mobileNo = await loginTokenHolder(ctx.db, ctx.config.authSecret, token, now);
  if (!mobileNo) return null;
  const found = await limitedAttempt(
    ctx.db,
    { mobileNo, addressKey, purpose: 'token', limits: ctx.config.otpLimits, now },
    async (tx) => ({ outcome: 'token_info', value: await findAccountByMobile(tx, mobileNo) }),
  );
  if (!found) return null;
  return { name: shortName(found.user.name), role: loginRole(found.user.roles) };
}
