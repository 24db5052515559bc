// Where a person goes after logging in: the page that sent them, when it is one of
// ours, else their role's dashboard. `next` comes from the address bar, so anything that could lead
// off the site (an open redirect) is ignored.
import { DASHBOARD, LOGIN_ROUTES } from '@/utils/routes';
import { underPrefix } from '@/utils/layout';

const MAX_NEXT_LENGTH = 2048;
const PROBE_ORIGIN = 'https://zf.invalid';
const MAX_DECODE_ROUNDS = 4;
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/;

/** Percent-decodes until nothing changes ('%252e' -> '%2e' -> '.'); null if malformed or still changing. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/**
 * Whether a resolved path could still lead to another host: '//host' or '/\\host' read by a browser as a
 * protocol-relative address, either as it stands or once a router decodes it and resolves its '.' and '..'.
 */
function leadsOffSite(pathname: string): boolean {
  if (pathname.startsWith('//')) return true;
  const decoded = fullyDecoded(pathname);
  if (decoded === null || decoded.startsWith('//') || BACKSLASH_OR_CONTROL.test(decoded)) return true;
  try {
    const resolved = new URL(decoded, PROBE_ORIGIN);
    return resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//');
  } catch {
    return true;
  }
}

/** A same-site path ('/x', never '//x', '/\x' or 'https://x'), or null. */
export function safeNextPath(raw: string | string[] | null | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH)
    return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/', so '/\evil.test' would leave the site; control characters and
  // spaces are stripped by URL parsers in ways that can do the same.
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || leadsOffSite(url.pathname)) return null;
  // Going back to a login page after logging in would only bounce.
  if (LOGIN_ROUTES.some((r) => underPrefix(url.pathname, r))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function landingPath(role: string | null | undefined, next?: string | string[] | null) {
  return safeNextPath(next) ?? (role === 'expert' ? DASHBOARD.expert : DASHBOARD.user);
}

/** /account/user?next=/current/page, for a login that should bring the person back. */
export function loginPathFor(role: 'user' | 'expert', currentPath: string | null | undefined) {
  const base = role === 'expert' ? '/account/expert' : '/account/user';
  const next = safeNextPath(currentPath);
  return next && next !== '/' ? `${base}?next=${encodeURIComponent(next)}` : base;
}
