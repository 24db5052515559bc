// The distributor's ARN: one number everywhere (issue 31, item 11) — the footer and trust pages, and the orders an
// investor places without an advisor (execution-only orders carry the platform's own ARN). A deployment sets
// DISTRIBUTOR_ARN once; next.config.js hands it to the web app as NEXT_PUBLIC_DISTRIBUTOR_ARN at build time, so the
// server HTML, the browser and the backend read the same value.

/** The reference deployment's demo ARN: it belongs to no real distributor. */
export const DEMO_DISTRIBUTOR_ARN = 'ARN-212345';

export function distributorArn(value: string | undefined = process.env.NEXT_PUBLIC_DISTRIBUTOR_ARN): string {
  return value?.trim() || DEMO_DISTRIBUTOR_ARN;
}
