// Headers every backend answer carries, whoever calls it (the web app's rewrite, SSR, or another client):
// - nosniff, so a JSON body is never run as a script or page;
// - HSTS when the browser came over HTTPS (a TLS proxy in front says so in X-Forwarded-Proto);
// - no-store on answers to a caller who sent credentials (personal data must not sit in a shared cache), unless
//   the route chose its own caching.
// They are set before the route runs, as the answer's starting headers: a route's own Cache-Control replaces
// the no-store. Set after it, each header would make @hono/node-server turn its cheap ready-made answer into a
// full web Response and stream that out, on every request.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestProtocol } from '../auth/cookies';
import { SESSION_COOKIE } from '../../utils/session/middlewareSession';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    if (requestProtocol(c) === 'https') c.header('Strict-Transport-Security', HSTS_VALUE);
    const credentialed = !!c.req.header('access-token') || !!c.req.header('refresh-token') || !!getCookie(c, SESSION_COOKIE);
    if (credentialed) c.header('Cache-Control', 'no-store');
    await next();
  };
}
