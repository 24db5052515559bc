// The Content-Security-Policy is enforced on every page and breaks none of them: no violation is reported, the
// app still hydrates (its scripts ran), and pages rendered per request carry the nonce of their own policy (pages
// from the render cache carry none: their policy allows same-origin scripts only).
import { expect, test, type Page } from '@playwright/test';
import { contentSecurityPolicy } from '../utils/contentSecurity';

const API = process.env.E2E_API_URL || 'http://127.0.0.1:4000';
/** The policy of answers served to many (the demo's browser calls its own origin only). */
const POLICY_WITHOUT_NONCE = contentSecurityPolicy({ apiUrls: [] });
const INVESTOR = '9000000001';

const PUBLIC_PAGES = [
  '/',
  '/mutual-funds',
  '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640',
  '/calculators/sip-calculator',
  '/m',
  '/m/emergency-fund',
  '/videos',
  '/questions',
  '/experts',
  '/search?q=parag',
  '/about',
  '/account/user',
];

/** Collects every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

async function expectCleanAndHydrated(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  // The pages router sets window.next once its scripts have run and the page has hydrated.
  await page.waitForFunction(() => !!(window as unknown as { next?: { router?: unknown } }).next?.router);
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations, path).toEqual([]);
}

test('every public page is served under an enforced policy and reports no violation', async ({ page }) => {
  await watchViolations(page);
  for (const path of PUBLIC_PAGES) {
    const res = await page.goto(path);
    const policy = res!.headers()['content-security-policy'];
    expect(policy, path).toMatch(/^script-src 'self'( 'nonce-[^']+')?;/);
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("base-uri 'none'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(policy, path).toContain("default-src 'self'");
    expect(policy, path).toContain("form-action 'self'");
    await expectCleanAndHydrated(page, path);
  }
});

// Every public page rendered per request says shared caches may keep it, and the web server keeps the fund list's
// views itself (scripts/page-cache.mjs): a nonce would repeat, so they carry none (pages/_document.tsx; the nonce
// for an answer nobody may keep is tested in __tests__/pages/document.test.tsx).
test('a page rendered per request that shared caches may keep carries no nonce, under the policy without one', async ({ request }) => {
  for (const path of ['/mutual-funds?plan=Direct&option=Growth', '/experts']) {
    const res = await request.get(path);
    expect(res.headers()['cache-control'], path).toMatch(/public/);
    expect(res.headers()['content-security-policy'], path).toBe(POLICY_WITHOUT_NONCE);
    expect(await res.text(), path).not.toContain('nonce=');
  }
});

test('a page from the render cache carries no nonce, under the policy without one', async ({ request }) => {
  for (const path of ['/mutual-funds', '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640']) {
    await request.get(path); // the first request may build the page
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toBe(POLICY_WITHOUT_NONCE);
    expect(await res.text(), path).not.toContain('nonce=');
  }
});

test('the logged-in investor pages report no violation either', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/account/user');
  await page.getByLabel('Mobile number').fill(INVESTOR);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('OTP sent')).toBeVisible();
  const otp = ((await (await page.request.get(`${API}/node/dev/otp/${INVESTOR}`)).json()) as { data: { otp: string } }).data.otp;
  await page.getByLabel('Enter the 6-digit OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expectCleanAndHydrated(page, '/dashboard/user');
});
