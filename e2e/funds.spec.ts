import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Real AMFI data seeded by the demo: Parag Parikh Flexi Cap Fund, Regular plan, Growth (scheme 122640) has a
// daily NAV history; the list holds every scheme of the daily file.
const PARAG_SLUG = 'parag-parikh-flexi-cap-fund-regular-growth-122640';

test('the fund list is in the server HTML with a count and funds, and says it may be cached', async ({
  request,
}) => {
  const response = await request.get('/mutual-funds');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage=300');
  const html = await response.text();
  expect(html).toMatch(/[\d,]+ funds/);
  expect(html).toContain('rel="next"');
});

test('filtering by a category updates the address and the list', async ({ page }) => {
  await page.goto('/mutual-funds');
  const count = page.getByTestId('fund-count');
  await expect(count).toContainText(/funds/);
  const before = await count.textContent();
  await expect(page.getByTestId('fund-item').first()).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Category', { exact: true }).selectOption('Debt Scheme');
  await expect(page).toHaveURL(/[?&]category=Debt\+Scheme(&|$)/);
  await expect(count).not.toHaveText(before ?? '');
  const metas = page.getByTestId('fund-item').locator('p');
  await expect(metas.first()).toContainText('Debt Scheme');
  for (const text of await metas.allTextContents()) expect(text).toContain('Debt Scheme');

  // The filtered view is its own address: reloading it keeps the filter.
  await page.reload();
  await expect(filters.getByLabel('Category', { exact: true })).toHaveValue('Debt Scheme');
});

test('a fund with history shows its NAV, returns and a chart that changes with the range', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));

  await page.goto(`/mutual-funds/${PARAG_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parag Parikh Flexi Cap Fund');
  await expect(page.getByTestId('nav-summary')).toContainText(/NAV on \d{2}-[A-Z][a-z]{2}-\d{4}/);
  await expect(page.getByTestId('nav-summary')).toContainText(/₹[\d,]+\.\d{4}/);
  await expect(page.getByTestId('return-3Y')).toContainText('%');

  const chart = page.locator('figure svg path').last();
  await expect(chart).toBeAttached();
  const oneYear = await chart.getAttribute('d');
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).not.toHaveAttribute('d', oneYear ?? '');

  // Logged out, investing starts at the login, which brings the visitor back here.
  await expect(page.getByRole('link', { name: 'Invest via SIP' })).toHaveAttribute(
    'href',
    `/account/user?next=/mutual-funds/${PARAG_SLUG}`,
  );
  expect(errors.filter((e) => /hydrat|#418|#423|did not match/i.test(e))).toEqual([]);
});

test('a scheme code moves to the fund page and an unknown slug is a real 404', async ({
  request,
}) => {
  const byCode = await request.get('/mutual-funds/122640', { maxRedirects: 0 });
  expect(byCode.status()).toBe(308);
  expect(byCode.headers()['location']).toBe(`/mutual-funds/${PARAG_SLUG}`);
  const unknown = await request.get('/mutual-funds/no-such-fund-999999999');
  expect(unknown.status()).toBe(404);
});

test('the saving schemes page names a rate source and links the FD calculator', async ({
  page,
}) => {
  await page.goto('/m/saving-schemes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Saving schemes and fixed deposits',
  );
  await expect(page.getByText(/October–December 2025 quarter/).first()).toBeVisible();
  await page.getByRole('link', { name: /FD calculator/ }).click();
  await expect(page).toHaveURL(/\/calculators\/fixed-deposite$/);
});

test('axe finds no serious or critical violation on the fund pages', async ({ page }) => {
  for (const path of ['/mutual-funds', `/mutual-funds/${PARAG_SLUG}`, '/m/saving-schemes']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test(`the return figures of a list row stand apart at ${width}×${height} (issue 33, item 18)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/mutual-funds?sort=returns');
    await expect(page.getByTestId('fund-item').first()).toBeVisible();
    const rows = await page.getByTestId('fund-item').evaluateAll((items) =>
      items.slice(0, 10).map((li) =>
        Array.from(li.querySelectorAll('dl > div dd > span:first-child'), (el) => {
          const box = el.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top };
        }),
      ),
    );
    for (const figures of rows) {
      expect(figures).toHaveLength(4);
      for (const f of figures) expect(f.right).toBeLessThanOrEqual(width);
      // Side by side, each figure ends at least 8 px before the next begins ("+21.09%▲ +23.43%" ran together).
      for (let i = 1; i < figures.length; i += 1) {
        if (Math.abs(figures[i].top - figures[i - 1].top) < 4) {
          expect(figures[i].left - figures[i - 1].right).toBeGreaterThanOrEqual(8);
        }
      }
    }
  });
}
