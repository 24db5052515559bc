// The caller's address, for per-client limits. Behind the web app's same-origin rewrite every request comes
// from the Next server, so X-Forwarded-For is read when the direct peer is loopback (the web app on the same
// machine) or when TRUST_PROXY=1 says a trusted proxy sits in front.
//
// Only entries our own proxies wrote are believed: a proxy appends the address it saw to the END of the header,
// after whatever the client sent, so a client can prepend any address it likes but cannot change the right-hand
// ones. With TRUST_PROXY_HOPS=N trusted proxies in a row (default 1), the caller is the N-th entry from the right.
// The web app itself forwards at most one entry (middleware.ts drops the client's own forwarding headers).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function trustedHops(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.TRUST_PROXY_HOPS);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The address `hops` trusted proxies vouch for: the hops-th entry from the right of X-Forwarded-For. */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const chain = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return undefined;
  return chain[Math.max(0, chain.length - hops)];
}

export function clientIp(c: Context, trustProxy = process.env.TRUST_PROXY === '1', hops = trustedHops()): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  if (trustProxy || (peer && LOOPBACK.test(peer))) {
    return forwardedClient(c.req.header('x-forwarded-for'), hops) ?? peer;
  }
  return peer;
}
