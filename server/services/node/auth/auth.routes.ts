// /node/user/auth/*: OTP send and verify, the login lookup, one-time login tokens and logout (login contract
// items 1-6). Handlers stay thin: validate -> service -> answer; sessions are delivered in headers and cookies.
import { type Context, Hono } from 'hono';
import {
  hasCsrfPair,
  clearSessionCookies,
  deliverSession,
  getIdentity,
  requireAuth,
  revokeSessionsOf,
  secureCookies,
} from '../../../auth';
import { OTP_TTL_MS } from '../../../auth/otp';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson } from '../../../http/validate';
import { addressKey } from '../../../http/viewer';
import type { NodeContext } from '../context';
import {
  claimVerifyBody,
  expertVerifyBody,
  lookupBody,
  sendOtpBody,
  tokenInfoBody,
  verifyByTokenBody,
  verifyOtpBody,
} from './auth.schemas';
import { InvalidError } from '../../../domain/errors';
import {
  type LoginResult,
  TOKEN_LINK_EXPIRED,
  issueAppLoginToken,
  loginByToken,
  verifyExpert,
  verifyLogin,
} from './login.service';
import { confirmClaim, startClaim } from './claim.service';
import { loginBody } from './loginBody';
import { lookupMobile, sendOtp } from './send.service';
import { tokenHolder } from './tokenInfo.service';

export { TOKEN_LINK_EXPIRED } from './login.service';

/** The web shows its resend countdown from this. */
export const RESEND_AFTER_S = 30;

export function authRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const secure = (c: Context) => secureCookies(c, ctx.config.cookieSecure, ctx.config.isProduction);
  const address = (c: Context) => addressKey(c, ctx.config.authSecret);

  const deliver = (c: Context, login: LoginResult) => {
    deliverSession(c, login.session, { secure: secure(c), renewCsrf: true, now: ctx.now() });
    return loginBody(login.account);
  };

  app.post('/sendotp', validateJson(sendOtpBody), async (c) => {
    const sent = await sendOtp(ctx, c.req.valid('json'), address(c));
    const extra = { challenge_id: sent.challengeId, expires_in: OTP_TTL_MS / 1000, resend_in: RESEND_AFTER_S };
    return ok(c, undefined, { message: 'OTP sent', extra });
  });

  app.post('/lookup', validateJson(lookupBody), async (c) => {
    const { registered, roles } = await lookupMobile(ctx, c.req.valid('json').mobile_no, address(c));
    return ok(c, undefined, { message: 'This mobile number is registered', extra: { registered, roles } });
  });

  app.post('/verifyotp', validateJson(verifyOtpBody), async (c) =>
    ok(c, undefined, { extra: deliver(c, await verifyLogin(ctx, c.req.valid('json'))) }),
  );

  const deliverExpert = (c: Context, login: LoginResult) =>
    ok(c, undefined, { extra: { ...deliver(c, login), token: login.session.accessToken } });

  app.put('/expert/verifyotp', validateJson(expertVerifyBody), async (c) => {
    const body = c.req.valid('json');
    if (body.status !== 'claim') return deliverExpert(c, await verifyExpert(ctx, body));
    const started = await startClaim(ctx, body, address(c));
    if ('login' in started) return deliverExpert(c, started.login);
    const { claimId, numberEnding } = started.pending;
    return ok(c, { claim_id: claimId, number_ending: numberEnding, status: 'pending' }, { message: 'OTP sent' });
  });

  // The code sent to the listing's registered number: the claim's second and last step.
  app.put('/expert/claim/verify', validateJson(claimVerifyBody), async (c) =>
    deliverExpert(c, await confirmClaim(ctx, c.req.valid('json'))),
  );

  // Whose account a login link opens, asked before spending it (the page asks "Continue as …?" first).
  app.post('/token-info', validateJson(tokenInfoBody), async (c) => {
    const holder = await tokenHolder(ctx, c.req.valid('json').token, address(c));
    if (!holder) throw new InvalidError(TOKEN_LINK_EXPIRED);
    return ok(c, holder);
  });

  app.post('/verifybytoken', validateJson(verifyByTokenBody), async (c) => {
    const login = await loginByToken(ctx, c.req.valid('json').token);
    const user = deliver(c, login);
    const { accessToken, refreshToken, claims } = login.session;
    return ok(c, undefined, { extra: { token: { access_token: accessToken, refresh_token: refreshToken, roke: claims.role, user } } });
  });

  /** For the mobile app: a one-time token to open a web page already logged in (`?token=`). */
  app.post('/logintoken', requireAuth(ctx.config.authSecret), async (c) => {
    const issued = await issueAppLoginToken(ctx, getIdentity(c));
    return ok(c, { token: issued.token, expires_in: OTP_TTL_MS / 1000 });
  });

  /** For the web app's page guard: 200 while the caller's session is live, 401 once logout or reuse ended it. */
  app.get('/session', requireAuth(ctx.config.authSecret), (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { role: getIdentity(c).role });
  });

  app.post('/logout', async (c) => {
    await revokeSessionsOf(c, ctx.db, ctx.config.authSecret, ctx.now(), { trustCookie: hasCsrfPair(c) });
    clearSessionCookies(c, secure(c));
    return ok(c, undefined, 'Logged out');
  });

  return app;
}
