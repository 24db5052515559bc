// The app-wide body limit (BODY_LIMIT_BYTES, 1 MiB) and the few routes that take bigger bodies: those apply
// their own, larger limit, so the app-wide one steps aside for them alone.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TooLargeError } from '../domain/errors';
import { MESSAGES, failure } from './errors';

/** KYC document uploads (PUT /node/kyc/documents/{kind}): files up to 5 MB; CAS statements up to 2 MB. */
const OWN_LIMIT_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'PUT', path: /^\/node\/kyc\/documents\/[^/]+\/?$/ },
  { method: 'POST', path: /^\/node\/portfolio\/external\/import\/[^/]+\/?$/ },
];

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Hono's bodyLimit, reached only for a body it must count as it arrives (sent in chunks, without a length).
 * Its first step reads the request's body stream, and @hono/node-server builds a full web Request for that:
 * for every request, GETs included, that cost as much as the rest of a light request's handling. Node reads no
 * more than a declared Content-Length, so the header decides those; a GET, HEAD or OPTIONS that declares no length
 * has no body. Anything else without a length (a body in chunks, or a caller in-process) is counted.
 */
function limitBody(maxSize: number, onError: Parameters<typeof bodyLimit>[0]['onError']): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const declared = c.req.header('content-length');
    if (c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    if (declared !== undefined) return Number.parseInt(declared, 10) > maxSize ? counting(c, next) : next();
    return BODYLESS_METHODS.has(c.req.method) ? next() : counting(c, next);
  };
}

export function appBodyLimit(maxSize: number): MiddlewareHandler {
  const limit = limitBody(maxSize, (c) => c.json(failure(MESSAGES.tooLarge), 413));
  return (c, next) =>
    OWN_LIMIT_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path))
      ? next()
      : limit(c, next);
}

/**
 * A route's own limit. A declared Content-Length above it is refused before any of the body is read; a body
 * without one is counted as it arrives and refused once it passes the limit.
 */
export function routeBodyLimit(maxSize: number, message: string): MiddlewareHandler {
  return limitBody(maxSize, () => {
    throw new TooLargeError(message);
  });
}
