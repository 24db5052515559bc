// The spec's hideBusiness flag: a deployment that does not recruit distributors (for example a white-label
// partner site) sets NEXT_PUBLIC_HIDE_BUSINESS=1 at build time. Then the 'Become ZF Expert' page answers 404
// and every menu, footer and call to action leaves it out. A single page can still pass hideBusiness in its
// props (pages/_app.tsx reads pageProps.hideBusiness first).
//
// NEXT_PUBLIC_ so that server and browser read the same value (Next inlines it into the bundle), which keeps
// the server HTML and the hydrated page identical.

const ON = new Set(['1', 'true', 'yes']);

export function isBusinessHidden(value: string | undefined = process.env.NEXT_PUBLIC_HIDE_BUSINESS): boolean {
  return ON.has((value ?? '').trim().toLowerCase());
}

export const BUSINESS_PATH = '/mutual-fund-distributor';
