// Guards routes that must never leave the machine (the demo's SMS outbox). A request qualifies only when its
// direct peer is a loopback address and nothing proxied it. The web app's same-origin rewrite also connects from
// 127.0.0.1, but its proxy always sets X-Forwarded-Host (after middleware.ts, so no client can remove it); the
// rewrite also skips /api/node/dev/*, yet an encoded spelling (%64ev) gets through it and Hono decodes the path,
// so this check is the one that holds. A request without a socket (in-process) is refused too.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { NotFoundError } from '../domain/errors';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'via', 'x-real-ip'];

export function isDirectLoopback(c: Context): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!peer || !LOOPBACK.test(peer)) return false;
  return PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
}

/** Answers 404 (as if the route did not exist) to anyone but a direct loopback caller. */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!isDirectLoopback(c)) throw new NotFoundError('Not found');
    await next();
  };
}
