// The image proxy's checks of an address before anything is fetched (pure: no network). A URL passes when it is
// https (plain http only for the web app's own origin), carries no user name or password, spells its host as a
// name or a canonical IP (2130706433, 0x7f.1 or 0177.0.0.1 are refused: they exist to slip past filters), is not
// a refused IP literal, and names a host on the allow-list.
import { addressRefusal, isIpLiteral } from './address';

export interface UrlPolicy {
  /** Lower-case host names; '*.example.com' allows the subdomains of example.com. */
  hosts: readonly string[];
  /** The web app's own origin ('https://www.zf.example'), the one place plain http may come from. */
  siteOrigin: string | null;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

const refuse = (reason: string): UrlCheck => ({ ok: false, reason });

/** The host as written in the address (before the URL parser turns 2130706433 into 127.0.0.1). */
function writtenHost(raw: string): string | null {
  // Special schemes take any run of slashes or backslashes before the host, as the URL parser does; a redirect
  // may also name a host without a scheme ('//2130706433/').
  const authority = /^(?:[a-z][a-z0-9+.-]*:[/\\]*|[/\\]{2,})([^/?#\\]*)/i.exec(raw.trim())?.[1];
  if (authority === undefined) return null;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '')).toLowerCase();
}

export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}

/** `base`: the address a redirect came from, for a relative Location. */
export function checkImageUrl(raw: string, policy: UrlPolicy, base?: URL): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return refuse('Not a valid URL');
  }
  if (url.username || url.password) return refuse('Addresses with a user name or password are refused');
  const written = writtenHost(raw);
  if (isIpLiteral(url.hostname)) {
    if (!url.hostname.startsWith('[') && written !== url.hostname) return refuse('IP addresses written in decimal, octal or hex are refused');
    const reason = addressRefusal(url.hostname);
    if (reason) return refuse(reason);
  }
  const ownOrigin = policy.siteOrigin !== null && url.origin === policy.siteOrigin;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && ownOrigin)) return refuse('Only https:// image addresses are allowed');
  if (!hostAllowed(url.hostname, policy.hosts)) return refuse(`${url.hostname} is not one of our image hosts`);
  return { ok: true, url };
}

/**
 * The allow-list: IMAGE_PROXY_HOSTS (comma-separated) when set; otherwise our own image hosts, the site's host
 * and its `images.` subdomain (where a storage bucket or CDN serves uploaded photos), from NEXT_PUBLIC_SITE_URL.
 */
export function allowedHosts(configured: string | undefined, siteUrl: string): string[] {
  const listed = (configured ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  const site = new URL(siteUrl).hostname.toLowerCase();
  return [site, `images.${site.replace(/^www\./, '')}`];
}
