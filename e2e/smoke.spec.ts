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
