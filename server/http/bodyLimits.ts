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

export function appBodyLimit(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: (c) => c.json(failure(MESSAGES.tooLarge), 413) });
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
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new TooLargeError(message);
    },
  });
}
