// The Content-Security-Policy of every page. Scripts come only from this origin, or carry the nonce of the answer
// they came in; plugins, <base> rewrites and framing by other sites are refused.
// Every answer gets the policy without a nonce from next.config.js (pages kept in the render cache or built ahead
// are served to many people, so no per-answer nonce can be in their HTML; their scripts are all same-origin files,
// which 'self' allows). A page rendered for one request (getServerSideProps) gets a fresh nonce from _document,
// which replaces that header with the nonce's policy.
export interface CspOptions {
  /** The answer's own nonce; none for HTML served to many. */
  nonce?: string;
  /** next dev's hot reload evaluates code; production never does. */
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, development = false }: CspOptions = {}): string {
  const scriptSrc = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(development ? ["'unsafe-eval'"] : [])];
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
