// How the web app vouches for the caller's address it forwards to the backend: a header whose value only holders of
// the auth secret can compute (an HMAC of a fixed label). The backend believes X-Forwarded-For from a request that
// carries it, or from a peer in TRUSTED_PROXIES, and from nobody else: a forged header sent straight to the backend
// (even from this machine) is ignored. Web Crypto, so that middleware.ts computes it too.
export const FORWARDER_HEADER = 'x-zf-forwarder';
export const FORWARDER_LABEL = 'zf-web-forwarder-v1';

let cached: { secret: string; token: Promise<string> } | null = null;

/** Hex HMAC-SHA256 of FORWARDER_LABEL under the auth secret (computed once per secret). */
export function forwarderToken(secret: string): Promise<string> {
  if (cached?.secret === secret) return cached.token;
  const encode = (text: string) => new TextEncoder().encode(text);
  const token = crypto.subtle
    .importKey('raw', encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    .then((key) => crypto.subtle.sign('HMAC', key, encode(FORWARDER_LABEL)))
    .then((mac) => [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join(''));
  cached = { secret, token };
  return token;
}
