// The caller's address, for per-client limits. X-Forwarded-For is believed only from someone who may say it:
// - the web app's own forwarder (middleware.ts), which proves itself with the x-zf-forwarder header (an HMAC under
//   the auth secret, utils/session/forwarder.ts);
// - a peer listed in TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated: the load balancer in front);
// - any peer with TRUST_PROXY=1 (only where nothing but your proxies can reach the backend).
// Nobody else, not even a caller on this machine: a forged header sent straight to :4000 is ignored, and the
// caller is counted by its socket address.
//
// Only entries our own proxies wrote are believed: a proxy appends the address it saw to the END of the header,
// after whatever the client sent, so a client can prepend any address it likes but cannot change the right-hand
// ones. With TRUST_PROXY_HOPS=N trusted proxies in a row (default 1), the caller is the N-th entry from the right.
// The web app itself forwards at most one entry (middleware.ts drops the client's own forwarding headers).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import { FORWARDER_HEADER, FORWARDER_LABEL } from '../../utils/session/forwarder';

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

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

let parsed: { raw: string; ranges: Range[] } | null = null;

/** TRUSTED_PROXIES parsed: '10.0.0.0/8, 192.0.2.7, ::1'. Entries that are not addresses are ignored. */
export function trustedProxies(raw = process.env.TRUSTED_PROXIES ?? ''): Range[] {
  if (parsed?.raw === raw) return parsed.ranges;
  const ranges: Range[] = [];
  for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
    try {
      ranges.push(entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), entry.includes(':') ? 128 : 32]);
    } catch {
      // not an address: never matches
    }
  }
  parsed = { raw, ranges };
  return ranges;
}

export function isTrustedPeer(peer: string | undefined, ranges: Range[]): boolean {
  if (!peer || ranges.length === 0) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(peer); // '::ffff:10.0.0.1' is read as 10.0.0.1
  } catch {
    return false;
  }
  return ranges.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));
}

const forwarderTokens = new Map<string, Buffer>();

/** The web app's proof (see utils/session/forwarder.ts), computed here with node's crypto. */
export function forwarderTokenSync(secret: string): string {
  return createHmac('sha256', secret).update(FORWARDER_LABEL).digest('hex');
}

function isOurForwarder(c: Context, secret: string | undefined): boolean {
  const presented = c.req.header(FORWARDER_HEADER);
  if (!secret || !presented) return false;
  let expected = forwarderTokens.get(secret);
  if (!expected) forwarderTokens.set(secret, (expected = Buffer.from(forwarderTokenSync(secret))));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ClientIpOptions {
  /** The auth secret: lets the web app's forwarder be recognised. */
  secret?: string;
  trustAll?: boolean;
  proxies?: Range[];
  hops?: number;
}

export function clientIp(c: Context, options: ClientIpOptions = {}): string | undefined {
  const {
    secret,
    trustAll = process.env.TRUST_PROXY === '1',
    proxies = trustedProxies(),
    hops = trustedHops(),
  } = options;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  if (trustAll || isTrustedPeer(peer, proxies) || isOurForwarder(c, secret)) {
    return forwardedClient(c.req.header('x-forwarded-for'), hops) ?? peer;
  }
  return peer;
}
