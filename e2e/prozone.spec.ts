// The Pro Zone against the running demo: Rahul opens Birthday greetings from the side menu, sees a client whose
// birthday falls this week (the seed puts three of his clients' birthdays 2, 3 and 5 days after the day it runs,
// and moves them again whenever a kept demo database starts), downloads that client's card as a PNG, then
// downloads a banner. The image proxy refuses the backend on loopback. Read-only: safe to run again and again.
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { EXPERT, logIn } from './support/auth';
import { seriousViolations } from './support/axe';

/** The demo clients whose birthdays the seed places in the coming week. */
const BIRTHDAY_CLIENTS = /^(Arjun Gupta|Chetan Nair|Aarav Gupta)$/;

async function openProzone(page: Page, link: 'Birthday' | 'Banners') {
  const menu = page.getByRole('navigation', { name: 'Expert menu' });
  const group = menu.getByRole('button', { name: 'Pro Zone' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.locator('#side-menu-prozone').getByRole('link', { name: link, exact: true }).click();
}

/** The downloaded file must be a real PNG of some size, not an empty or blank export. */
async function expectPng(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(5_000);
}

test('Rahul downloads a birthday card for a client and a personalised banner', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);

  await openProzone(page, 'Birthday');
  await expect(page).toHaveURL(/\/prozone\/birthday$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday greetings' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Client birthdays' });
  const client = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: BIRTHDAY_CLIENTS }) }).first();
  await expect(client).toBeVisible();
  await expect(client.getByText(/turns \d+/)).toBeVisible();
  // Enabled once the card is drawn (while drawing its name ends in "(please wait)").
  const downloadCard = client.getByRole('button', { name: 'Download card', exact: true });
  await expect(downloadCard).toBeEnabled();
  const [card] = await Promise.all([page.waitForEvent('download'), downloadCard.click()]);
  await expectPng(card, /^birthday-card-[a-z0-9-]+\.png$/);
  expect(await seriousViolations(page)).toEqual([]);

  await openProzone(page, 'Banners');
  await expect(page).toHaveURL(/\/prozone\/banners$/);
  const banner = page.getByRole('list', { name: 'Banners' }).getByRole('listitem').first();
  const downloadBanner = banner.getByRole('button', { name: 'Download banner', exact: true });
  await expect(downloadBanner).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), downloadBanner.click()]);
  await expectPng(file, /^banner-[a-z0-9-]+\.png$/);
});

test('the image proxy refuses the backend on loopback', async ({ request }) => {
  const res = await request.get(`/api/image-proxy?url=${encodeURIComponent('http://127.0.0.1:4000/health')}`);
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe('Loopback addresses are refused');
});
