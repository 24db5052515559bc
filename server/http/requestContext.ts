// Request id and access log. Every answer carries x-request-id: a sane incoming one is kept (so a proxy's id
// follows the request through), anything else is replaced by a fresh UUID.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function pickRequestId(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = pickRequestId(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ rid: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    // Set before next(): Hono copies headers set on the context into every response built from it,
    // including the error handler's and the not-found handler's.
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    const status = c.res.status;
    const entry = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) log.error(entry, 'request');
    else log.info(entry, 'request');
  };
}
