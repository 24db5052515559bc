import { test, expect, type Page } from '@playwright/test';

// Real AMFI data seeded by the demo: Parag Parikh Flexi Cap Fund in four schemes; the Regular plan's Growth
// option (122640) has a NAV history, the Direct plan's (122639) has the latest NAV only.
const DIRECT_GROWTH = /\/mutual-funds\/parag-parikh-flexi-cap-fund-direct-growth-122639$/;
const REGULAR_GROWTH = /\/mutual-funds\/parag-parikh-flexi-cap-fund-regular-growth-122640$/;

/** The header serves a plain search box; focusing it loads the suggestions combobox, which keeps the focus. */
async function openHeaderSearch(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Search', exact: true }).click();
  const box = banner.getByRole('combobox', { name: 'Search', exact: true });
  await expect(box).toBeFocused();
  return box;
}

test('type parag in the header search, pick the Parag Parikh Flexi Cap suggestion, land on its fund page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await page.goto('/');
  const box = await openHeaderSearch(page);
  await box.pressSequentially('parag', { delay: 60 });

  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const funds = listbox.getByRole('group', { name: 'Funds' });
  await expect(funds).toBeVisible();
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(10);

  await funds.getByRole('option', { name: /^Parag Parikh Flexi Cap Fund\s*Direct Plan · Growth/ }).click();
  await expect(page).toHaveURL(DIRECT_GROWTH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parag Parikh Flexi Cap Fund');
  await expect(page.getByTestId('nav-summary')).toContainText(/₹[\d,]+\.\d{2,}/);
  expect(errors).toEqual([]);
});

test('Enter opens the server-rendered results page, grouped with counts and kept out of search engines', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const box = await openHeaderSearch(page);
  await box.pressSequentially('parag parikh flexi cap', { delay: 30 });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=parag%20parikh%20flexi%20cap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “parag parikh flexi cap”');
  const funds = page.getByRole('region', { name: /^Funds/ });
  await expect(funds.getByRole('heading', { level: 2 })).toContainText(/Funds\s+\d+ results?/);

  // From the results, the Regular Growth plan: the scheme whose NAV history draws a chart.
  await funds.getByRole('listitem').filter({ hasText: 'Regular Plan · Growth' }).first().getByRole('link').click();
  await expect(page).toHaveURL(REGULAR_GROWTH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parag Parikh Flexi Cap Fund');
  await expect(page.locator('figure svg path').last()).toBeAttached();

  const html = await (await request.get('/search?q=parag')).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('Parag Parikh Flexi Cap Fund');
});
