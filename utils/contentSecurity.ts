// The Content-Security-Policy of every page. Scripts come only from this origin or carry the page's nonce (a
// fresh one per server-rendered answer, read by _document); plugins, <base> rewrites and framing by other sites
// are refused. Pages pre-rendered at build time have no nonce in their HTML: their scripts are all same-origin
// files, which 'self' allows.
export const NONCE_HEADER = 'x-nonce';

export interface CspOptions {
  nonce: string;
  /** next dev's hot reload evaluates code; production never does. */
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, development = false }: CspOptions): string {
  const scriptSrc = ["'self'", `'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])];
  return [
    `script-src ${scriptSrc.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** CSP_REPORT_ONLY=1 sends the same policy as Report-Only (violations are reported, nothing is blocked). */
export function cspHeaderName(reportOnly: boolean): string {
  return reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
}
