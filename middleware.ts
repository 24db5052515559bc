// First-line route guard for the routes that need a session or a role. It only redirects; every backend
// route still checks the token and the record's owner itself. The decisions live in utils/routes.ts so
// they are tested without Next. It runs only where it can decide something (the guarded routes and the login
// pages, see `config.matcher`) and on /api/* (the caller's address); public pages and assets never wait for it.
import { NextResponse, type NextRequest } from 'next/server';
import { decideServerRoute, type ServerSession } from '@/utils/routes';
import { forgetLiveness, sessionLiveness } from '@/utils/session/liveSession';
import { FORWARDER_HEADER, forwarderToken } from '@/utils/session/forwarder';
import { SESSION_COOKIE, readSession } from '@/utils/session/middlewareSession';
import { loadAuthSecret } from '@/utils/session/token';

const BACKEND_URL = process.env.BACKEND_URL || 'http://127.0.0.1:4000';
const LOGGED_OUT: ServerSession = { loggedIn: false, role: null };
const LOGOUT_CALL = '/api/node/user/auth/logout';

/** Headers a client could use to claim another address; the backend must never see the client's own. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];
/** Set by scripts/web-server.mjs on every request: `<token> <TCP peer address>`. */
const PEER_HEADER = 'x-zf-peer';

/**
 * The address the web app tells the backend (/api/* rewrites). Next's rewrite proxy forwards the client's own
 * X-Forwarded-For untouched and adds nothing, so a client could pick the address its rate limits are counted by.
 * Only an entry that a trusted proxy in front of the web app appended is kept: WEB_PROXY_HOPS=N such proxies
 * (0 by default: the web app faces clients directly and forwards no address; the backend then counts the web app).
 */
export function forwardedForBackend(header: string | null, hops = Number(process.env.WEB_PROXY_HOPS ?? 0)): string | undefined {
  if (!Number.isInteger(hops) || hops < 1) return undefined;
  const chain = (header ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops] : undefined;
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The TCP peer that scripts/web-server.mjs vouches for: its header carries this process's token, which no client
 * knows. Undefined under a plain `next start` (no token) or for a header a client made up.
 */
export function vouchedPeer(header: string | null, token = process.env.ZF_WEB_PEER_TOKEN): string | undefined {
  if (!token || !header) return undefined;
  const space = header.indexOf(' ');
  if (space < 0 || !sameSecret(header.slice(0, space), token)) return undefined;
  return header.slice(space + 1).trim() || undefined;
}

/**
 * Who the caller is for the backend: with trusted proxies in front (WEB_PROXY_HOPS), the entry the nearest one
 * appended; facing clients directly, the TCP peer the web server saw (nothing when it cannot be known).
 */
export function callerAddress(request: NextRequest, hops = Number(process.env.WEB_PROXY_HOPS ?? 0)): string | undefined {
  if (Number.isInteger(hops) && hops >= 1) return forwardedForBackend(request.headers.get('x-forwarded-for'), hops);
  return vouchedPeer(request.headers.get(PEER_HEADER));
}

async function forwardToBackend(request: NextRequest) {
  const headers = new Headers(request.headers);
  const client = callerAddress(request);
  for (const name of [...FORWARDING_HEADERS, PEER_HEADER, FORWARDER_HEADER]) headers.delete(name);
  if (client) {
    headers.set('x-forwarded-for', client);
    // The backend believes the address only with this proof that the web app itself sent it.
    headers.set(FORWARDER_HEADER, await forwarderToken(loadAuthSecret()));
  }
  return NextResponse.next({ request: { headers } });
}

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  if (pathname.startsWith('/api/')) {
    // The backend is about to end this session: the guard must not answer from its cache for it any more.
    if (pathname === LOGOUT_CALL && cookie) forgetLiveness(cookie);
    return forwardToBackend(request);
  }
  // Nothing here trusts x-middleware-subrequest or any other client-supplied header: the decision is made from
  // the signed session cookie alone, so a forged header cannot skip the guard (CVE-2025-29927).
  let session: ServerSession = await readSession(cookie);
  // A well-signed cookie may belong to a session that logout has ended: the backend has the last word.
  const revoked = session.loggedIn && (await sessionLiveness(SESSION_COOKIE, cookie!, { backendUrl: BACKEND_URL })) === 'revoked';
  if (revoked) session = LOGGED_OUT;
  const decision = decideServerRoute(pathname, session, search);
  const response = decision.action === 'allow' ? NextResponse.next() : NextResponse.redirect(new URL(decision.to, request.url));
  if (revoked || (decision.action === 'redirect' && decision.clearSession)) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  // Node runtime: the session secret may live in .data/auth-secret, generated by the backend on first run.
  runtime: 'nodejs',
  // utils/routes.ts GUARDED_ROUTES, EXPERT_ONLY_ROUTES and LOGIN_ROUTES, each with its sub-paths, and /api/* (Next needs
  // the list written out; __tests__/middleware.matcher.test.ts checks it against the route tables). One pattern, not
  // one per route: on every request, to any page, Next builds a RegExp from each matcher and tries them in turn (twice
  // a request), so eighteen entries cost /about about 36 RegExp objects before it learns the guard is not for it.
  matcher: ['/:guarded(api|kyc|dashboard/user|dashboard/expert|portfolio|my-account|add-client|select-client|invest|select-expert|agentlist|advisor-analytics|prozone|distributor/order-book|distributor/sips|expert-profile|fds|addmodifystepup|cart/summary|account/user|account/expert)/:path*'],
};
