// /node/user/auth/*: OTP send and verify, the login lookup, one-time login tokens and logout (login contract
// items 1-6). Handlers stay thin: validate -> service -> answer; sessions are delivered in headers and cookies.
import { type Context, Hono } from 'hono';
import {
  assertCsrf,
  clearSessionCookies,
  deliverSession,
  getIdentity,
  issueLoginToken,
  redeemLoginToken,
  requireAuth,
  revokeSessionsOf,
  secureCookies,
} from '../../../auth';
import { OTP_TTL_MS } from '../../../auth/otp';
import { retryAfterSeconds, tooManyOtpMessage } from '../../../auth/otpLimits';
import { clientIp } from '../../../http/clientIp';
import type { AppEnv } from '../../../http/env';
import { HttpError } from '../../../http/errors';
import { validateJson } from '../../../http/validate';
import { MESSAGES } from '../../../../utils/validation';
import type { NodeContext } from '../context';
import { findAccountById } from './accounts.repo';
import {
  expertVerifyBody,
  lookupBody,
  sendOtpBody,
  tokenInfoBody,
  verifyByTokenBody,
  verifyOtpBody,
} from './auth.schemas';
import { type LoginResult, loginByMobile, verifyExpert, verifyLogin } from './login.service';
import { loginBody } from './loginBody';
import { lookupMobile, sendOtp } from './send.service';
import { tokenHolder } from './tokenInfo.service';

/** The web shows its resend countdown from this. */
export const RESEND_AFTER_S = 30;
export const TOKEN_LINK_EXPIRED = 'This login link has expired. Please log in again.';

export function authRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const secure = (c: Context) => secureCookies(c, ctx.config.cookieSecure, ctx.config.isProduction);
  const ip = (c: Context) => clientIp(c) ?? null;

  const tooMany = (c: Context, retryAt: Date) => {
    const now = ctx.now();
    const seconds = retryAfterSeconds(retryAt, now);
    c.header('Retry-After', String(seconds));
    return c.json(
      { status: 'failed', message: tooManyOtpMessage(retryAt, now), retry_after_s: seconds },
      429,
    );
  };

  const deliver = (c: Context, login: LoginResult) => {
    deliverSession(c, login.session, { secure: secure(c), renewCsrf: true, now: ctx.now() });
    return loginBody(login.account);
  };

  app.post('/sendotp', validateJson(sendOtpBody), async (c) => {
    const sent = await sendOtp(ctx, c.req.valid('json'), ip(c));
    if (!sent.ok) return tooMany(c, sent.retryAt);
    return c.json({
      status: 'success',
      message: 'OTP sent',
      challenge_id: sent.value.challengeId,
      expires_in: OTP_TTL_MS / 1000,
      resend_in: RESEND_AFTER_S,
    });
  });

  app.post('/lookup', validateJson(lookupBody), async (c) => {
    const found = await lookupMobile(ctx, c.req.valid('json').mobile_no, ip(c));
    if (!found.ok) return tooMany(c, found.retryAt);
    const { registered, roles } = found.value;
    if (!registered)
      return c.json(
        { status: 'failed', message: MESSAGES.mobileNotRegistered, registered, roles },
        404,
      );
    return c.json({
      status: 'success',
      message: 'This mobile number is registered',
      registered,
      roles,
    });
  });

  app.post('/verifyotp', validateJson(verifyOtpBody), async (c) =>
    c.json(deliver(c, await verifyLogin(ctx, c.req.valid('json')))),
  );

  app.put('/expert/verifyotp', validateJson(expertVerifyBody), async (c) => {
    const login = await verifyExpert(ctx, c.req.valid('json'));
    return c.json({ ...deliver(c, login), token: login.session.accessToken });
  });

  // Whose account a login link opens, asked before spending it (the page asks "Continue as …?" first).
  app.post('/token-info', validateJson(tokenInfoBody), async (c) => {
    const holder = await tokenHolder(ctx, c.req.valid('json').token, ip(c));
    if (!holder) throw new HttpError(400, TOKEN_LINK_EXPIRED);
    if (!holder.ok) return tooMany(c, holder.retryAt);
    return c.json({ status: 'success', data: holder.value });
  });

  app.post('/verifybytoken', validateJson(verifyByTokenBody), async (c) => {
    const mobileNo = await redeemLoginToken(
      ctx.db,
      ctx.config.authSecret,
      c.req.valid('json').token,
      ctx.now(),
    );
    if (!mobileNo) throw new HttpError(400, TOKEN_LINK_EXPIRED);
    const login = await loginByMobile(ctx, mobileNo);
    const user = deliver(c, login);
    const { accessToken, refreshToken, claims } = login.session;
    return c.json({
      status: 'success',
      token: { access_token: accessToken, refresh_token: refreshToken, roke: claims.role, user },
    });
  });

  /** For the mobile app: a one-time token to open a web page already logged in (`?token=`). */
  app.post('/logintoken', requireAuth(ctx.config.authSecret), async (c) => {
    const account = await findAccountById(ctx.db, getIdentity(c).userId);
    if (!account) throw new HttpError(401, 'Please log in again');
    const issued = await issueLoginToken(
      ctx.db,
      ctx.config.authSecret,
      account.user.mobileNo,
      ctx.now(),
    );
    return c.json({
      status: 'success',
      data: { token: issued.token, expires_in: OTP_TTL_MS / 1000 },
    });
  });

  /** For the web app's page guard: 200 while the caller's session is live, 401 once logout or reuse ended it. */
  app.get('/session', requireAuth(ctx.config.authSecret), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'success', data: { role: getIdentity(c).role } });
  });

  app.post('/logout', async (c) => {
    assertCsrf(c);
    await revokeSessionsOf(c, ctx.db, ctx.config.authSecret, ctx.now());
    clearSessionCookies(c, secure(c));
    return c.json({ status: 'success', message: 'Logged out' });
  });

  return app;
}
