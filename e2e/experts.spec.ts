import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The demo directory (server/db/seed/content/experts.ts): four experts in Gurgaon, three in Mumbai.
const MUMBAI = ['Sameer Deshpande', 'Farah Khan', 'Rohit Pai'];
const GURGAON = ['Rahul Mehta', 'Sunil Khanna', 'Priyanka Saini', 'Amit Bhardwaj'];

test('the directory is in the server HTML, Gurgaon by default, and may be cached', async ({
  request,
}) => {
  const response = await request.get('/experts');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage=300');
  const html = await response.text();
  for (const name of GURGAON) expect(html).toContain(name);
  expect(html).not.toContain('Sameer Deshpande');
  expect(html).toContain('<link rel="canonical"');
});

test('the directory filters by city', async ({ page }) => {
  await page.goto('/experts');
  const list = page.getByRole('list', { name: 'Experts' });
  await expect(list.getByRole('article').first()).toBeVisible();

  const filters = page.getByRole('search', { name: 'Find an expert' });
  await filters.getByLabel('City').selectOption('Mumbai');
  await filters.getByRole('button', { name: 'Find experts' }).click();
  await expect(page).toHaveURL(/[?&]city=Mumbai(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mutual fund experts in Mumbai');

  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(MUMBAI.length);
  const names = await cards.getByRole('heading').allTextContents();
  expect(names.sort()).toEqual([...MUMBAI].sort());
  for (const card of await cards.all())
    await expect(card.locator('p').first()).toContainText('Mumbai');

  // The filtered view is its own address: reloading keeps it.
  await page.reload();
  await expect(filters.getByLabel('City')).toHaveValue('Mumbai');
  await expect(list.getByRole('article')).toHaveCount(MUMBAI.length);
});

test("an expert's page shows the profile with Person data, and contacting asks a visitor to log in", async ({
  page,
}) => {
  await page.goto('/experts?city=Mumbai');
  await page.getByRole('link', { name: 'Sameer Deshpande' }).click();
  await expect(page).toHaveURL(/\/experts\/[0-9a-f-]{36}-sameer-deshpande$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sameer Deshpande');
  await expect(page.getByText('ARN-156702')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    jsonLd.some((text) => text.includes('"@type":"Person"') && text.includes('Sameer Deshpande')),
  ).toBe(true);
  expect(await page.content()).not.toContain('9000000109');

  await page.getByRole('button', { name: 'Contact Sameer Deshpande' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('axe finds no serious or critical violation on the directory', async ({ page }) => {
  await page.goto('/experts');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});
