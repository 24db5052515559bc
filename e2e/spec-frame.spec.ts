// The spec's frame rules (issue 33, items 1-3): an expert keeps the side menu and the selected client on the product
// pages the menu leads to; Account Settings is an expert page; noHeader (and a distributor's marker) leave the site
// header out of the server's HTML, not only after hydration.
import { expect, test } from '@playwright/test';
import { EXPERT, INVESTOR, logIn, stored } from './support/auth';
import { selectClient } from './support/clients';

test('Rahul keeps his frame on the fund list and the calculators; a visitor gets the public page', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await selectClient(page, 'Asha');

  await page.goto('/mutual-funds');
  const menu = page.getByRole('navigation', { name: 'Expert menu' });
  await expect(menu.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('group', { name: 'Selected client' })).toContainText('Asha');

  await menu.getByRole('link', { name: 'Calculators' }).click();
  await expect(page).toHaveURL(/\/calculators/);
  await expect(menu.getByRole('link', { name: 'Calculators' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('group', { name: 'Selected client' })).toContainText('Asha');

  // Logged out, the same page is the public one (no side menu).
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/mutual-funds');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Expert menu' })).toHaveCount(0);
});

test('Account Settings is an expert page: a visitor is asked to log in as an expert, an investor is sent home', async ({ page }) => {
  await page.goto('/expert-profile/profile');
  await expect(page).toHaveURL(/\/account\/expert\?next=%2Fexpert-profile%2Fprofile/);

  await logIn(page, '/account/user', INVESTOR);
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await page.goto('/expert-profile/profile');
  await expect(page).toHaveURL(/\/dashboard\/user/);
  // Still logged in: no 403 from the profile call ended the session.
  expect(await stored(page, 'access-token')).not.toBe('');
});

test('noHeader and the distributor marker leave the site header out of the server HTML', async ({ request, page }) => {
  const html = async (path: string) => (await request.get(path)).text();
  // The site header is the <header> marked data-site-header (pages may have <header>s of their own).
  expect(await html('/')).toContain('data-site-header');
  expect(await html('/code_of_conduct')).toContain('data-site-header');
  for (const path of ['/?noHeader=true', '/health_insurance?noHeader=true', '/code_of_conduct?noHeader=true', '/about?noHeader=true', '/zf-partner/questions']) {
    const body = await html(path);
    expect([path, body.includes('id="main"')]).toEqual([path, true]);
    expect([path, body.includes('data-site-header')]).toEqual([path, false]);
  }

  // The browser hydrates the page as sent: no header appears, and React reports no mismatch.
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/code_of_conduct?noHeader=true');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-site-header]')).toHaveCount(0);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});
