// The caller's address, for per-client limits. Behind the web app's same-origin rewrite every request comes
// from the Next server, so X-Forwarded-For is believed when the direct peer is loopback (the web app on the
// same machine) or when TRUST_PROXY=1 says a trusted proxy sits in front.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function clientIp(c: Context, trustProxy = process.env.TRUST_PROXY === '1'): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && (trustProxy || (peer && LOOPBACK.test(peer)))) return forwarded;
  return peer;
}
