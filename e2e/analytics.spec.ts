// Rahul opens each analytics page from the side menu and sees his book's numbers; one total is checked against
// the page's own table and against the backend's answer for his token. Read-only: safe to run again and again.
import { expect, type Page, test } from '@playwright/test';
import { formatPaise } from '../utils/money';
import { API, EXPERT, logIn, stored } from './support/auth';
import { seriousViolations } from './support/axe';

// `figure`: a headline figure each page shows once its report has loaded.
const PAGES = [
  { link: 'Overview', heading: 'Analytics', path: '/advisor-analytics', figure: 'Monthly SIP book' },
  { link: 'AUM', heading: 'AUM analytics', path: '/advisor-analytics/aum', figure: 'AUM at the end of the period' },
  { link: 'SIPs', heading: 'SIP analytics', path: '/advisor-analytics/sips', figure: 'Active SIPs' },
  { link: 'Clients', heading: 'Client analytics', path: '/advisor-analytics/clients', figure: 'Clients' },
  { link: 'Transactions', heading: 'Transaction analytics', path: '/advisor-analytics/transactions', figure: null },
  { link: 'Commissions', heading: 'Commission analytics', path: '/advisor-analytics/commissions', figure: 'Trail commission in the period' },
];

/** Commissions is a top-level menu item; the others sit in the Analytics group (whose Clients is not the top-level Clients). */
async function openFromMenu(page: Page, link: string) {
  const menu = page.getByRole('navigation', { name: 'Expert menu' });
  if (link === 'Commissions') return menu.getByRole('link', { name: link, exact: true }).click();
  const group = menu.getByRole('button', { name: 'Analytics' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.locator('#side-menu-analytics').getByRole('link', { name: link, exact: true }).click();
}

/**
 * The demo's AMFI import (and so every seeded transaction and commission) ends in November 2025; the default period
 * is the twelve months to today, so the figures are read for the twelve months to that import instead.
 */
const PERIOD = { from: '2024-12', to: '2025-11' };
const PERIOD_QUERY = `?from=${PERIOD.from}&to=${PERIOD.to}`;

/** Asks for the seeded period with the page's own period form (which puts it in the address). */
async function choosePeriod(page: Page) {
  const form = page.getByRole('form', { name: 'Period' });
  await form.getByLabel('From month').fill(PERIOD.from);
  await form.getByLabel('To month').fill(PERIOD.to);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${PERIOD.from}&to=${PERIOD.to}`));
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${API}/analytics/reports${path}${PERIOD_QUERY}`, {
    headers: { 'access-token': await stored(page, 'access-token') },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('Rahul reads his analytics from the side menu', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);

  for (const target of PAGES) {
    await openFromMenu(page, target.link);
    await expect(page).toHaveURL(new RegExp(`${target.path}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await choosePeriod(page);
    const loaded = target.figure
      ? page.getByRole('term').filter({ hasText: new RegExp(`^${target.figure}$`) })
      : page.getByRole('table', { name: 'Transactions by type in the period' });
    await expect(loaded).toBeVisible();
    await expect(page.getByText('Nothing to show for this period')).toHaveCount(0);
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  }

  // The transactions page: its SIP row agrees with the backend's totals for his token.
  await openFromMenu(page, 'Transactions');
  await choosePeriod(page);
  const table = page.getByRole('table', { name: 'Transactions by type in the period' });
  const sipRow = table.getByRole('row', { name: /^SIP/ });
  await expect(sipRow).toBeVisible();
  const { totals } = await api<{ totals: { type: string; count: number; amount_paise: number }[] }>(page, '/transactions');
  const sip = totals.find((t) => t.type === 'sip')!;
  expect(sip.count).toBeGreaterThan(0);
  await expect(sipRow.getByRole('cell').nth(1)).toHaveText(String(sip.count));
  await expect(sipRow.getByRole('cell').nth(2)).toHaveText(formatPaise(sip.amount_paise));

  // The commissions page: the seeded trail of the period, as the backend totals it.
  await openFromMenu(page, 'Commissions');
  await choosePeriod(page);
  const { total_paise } = await api<{ total_paise: number }>(page, '/commissions');
  expect(total_paise).toBeGreaterThan(0);
  const tile = page.getByRole('term').filter({ hasText: 'Trail commission in the period' });
  await expect(tile.locator('xpath=following-sibling::dd[1]')).toHaveText(formatPaise(total_paise));
  expect(await seriousViolations(page)).toEqual([]);
});
