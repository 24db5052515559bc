import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('home renders header, footer and the market-risk disclaimer with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));

  await page.goto('/');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByText(/subject to market risks/i)).toBeVisible();
  await expect(page.getByText(/past performance is not indicative of future performance/i)).toBeVisible();
  await expect(page).toHaveTitle(/ZF/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the expert dashboard without a session lands on the expert login', async ({ page }) => {
  await page.goto('/dashboard/expert');
  await expect(page).toHaveURL(/\/account\/expert/);
});

test('a forged x-middleware-subrequest header does not skip the guard', async ({ request }) => {
  const response = await request.get('/dashboard/expert', {
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toContain('/account/expert');
});

test('axe finds no serious or critical violation on the home page', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

// Viewport prefetching runs every visible link's page code while the page is still starting (long tasks on a
// phone); components/ui/Link prefetches when a link is pointed at instead.
test('links load the next page when pointed at, not when they come into view', async ({ page }) => {
  const otherPages = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="prefetch"]'))
        .map((el) => ('src' in el ? el.src : el.href))
        .filter((url) => /\/static\/chunks\/pages\//.test(url) && !/\/pages\/(_app|index)-/.test(url)),
    );
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Next's idle-time prefetch would have run by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  expect(await otherPages()).toEqual([]);

  await page.locator('header a[href="/about"]').first().hover();
  await expect.poll(otherPages).toContainEqual(expect.stringMatching(/\/pages\/about-/));
});

// Issue 17: the store is not part of the shell. A store-free page (/about) and a page rendered in the store
// (/account/user, its provider's chunk listed with the page) both hydrate cleanly, and moving between them in the
// browser brings the store's code when it is needed.
test('a store-free page and a page with the store hydrate without errors, and the browser moves between them', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/account/user');
  await page.waitForLoadState('networkidle');
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  // A mark that only survives a move made by the client router (a full page load would drop it).
  await page.evaluate(() => Object.assign(window, { stayedInTab: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Experts', exact: true }).click();
  await expect(page).toHaveURL(/\/experts$/);
  expect(await page.evaluate(() => (window as unknown as { stayedInTab?: boolean }).stayedInTab)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/user/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(errors).toEqual([]);
});
