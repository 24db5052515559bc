// The Content-Security-Policy of every page. Scripts come only from this origin, or carry the nonce of the answer
// they came in; plugins, <base> rewrites and framing by other sites are refused.
// Every answer gets the policy without a nonce from next.config.js (pages kept in the render cache or built ahead
// are served to many people, so no per-answer nonce can be in their HTML; their scripts are all same-origin files,
// which 'self' allows). A page rendered for one request (getServerSideProps) gets a fresh nonce from _document,
// which replaces that header with the nonce's policy.
// Everything else is this origin's alone (default-src): calls go to /api/* (plus the origins of any absolute
// NEXT_PUBLIC_<SERVICE>_API_URL), forms post here only, images are ours or made in the page (data:, blob:), frames
// are the YouTube player (privacy-enhanced domain) and KYC document previews; inline style attributes stay allowed
// (React's style prop and the charts use them; they cannot run code).
export interface CspOptions {
  /** The answer's own nonce; none for HTML served to many. */
  nonce?: string;
  /** next dev's hot reload evaluates code; production never does. */
  development?: boolean;
  /** Absolute API base URLs the browser calls besides its own origin (NEXT_PUBLIC_<SERVICE>_API_URL). */
  apiUrls?: (string | undefined)[];
}

/** The browser-side service URLs as Next inlines them (each written out, see services/http/config.ts). */
export const PUBLIC_API_URLS = [
  process.env.NEXT_PUBLIC_NODE_API_URL,
  process.env.NEXT_PUBLIC_PY_API_URL,
  process.env.NEXT_PUBLIC_ANALYTICS_API_URL,
  process.env.NEXT_PUBLIC_SEARCH_API_URL,
  process.env.NEXT_PUBLIC_CART_API_URL,
  process.env.NEXT_PUBLIC_MARKET_API_URL,
  process.env.NEXT_PUBLIC_LMS_API_URL,
];

/** The origins of the absolute URLs among them, each once. */
export function apiOrigins(urls: (string | undefined)[]): string[] {
  const origins = urls.flatMap((url) => {
    if (!url || !/^https?:\/\//i.test(url.trim())) return [];
    try {
      return [new URL(url.trim()).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy({ nonce, development = false, apiUrls = PUBLIC_API_URLS }: CspOptions = {}): string {
  const scriptSrc = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(development ? ["'unsafe-eval'"] : [])];
  return [
    `script-src ${scriptSrc.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...apiOrigins(apiUrls)].join(' ')}`,
    "frame-src 'self' blob: https://www.youtube-nocookie.com",
    "media-src 'self' blob:",
    "form-action 'self'",
  ].join('; ');
}

/** CSP_REPORT_ONLY=1 sends the same policy as Report-Only (violations are reported, nothing is blocked). */
export function cspHeaderName(reportOnly: boolean): string {
  return reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
}
