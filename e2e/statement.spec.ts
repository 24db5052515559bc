// Rahul sends Asha her portfolio statement: he opens her portfolio from his client listing, downloads the statement
// PDF (its total invested and current value are the page's), and makes a one-time link that downloads once.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../__tests__/support/pdfText';
import { EXPERT, logIn } from './support/auth';

/** '₹1,69,882.27' or 'Rs. 1,69,882.27' -> 16988227 paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/^\s*(Rs\.|₹)\s*/, '').replace(/[^\d.-]/g, '')) * 100);

async function pageFigure(page: Page, name: string): Promise<number> {
  const figure = page.locator('dl[aria-label="Portfolio summary"] > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
  return paiseOf(await figure.locator('dd').innerText());
}

function pdfFigure(text: string, label: string): number {
  const match = new RegExp(`${label}: (Rs\\. [\\d,.-]+)`).exec(text);
  expect(match, `"${label}" in the statement`).not.toBeNull();
  return paiseOf(match![1]);
}

test('Rahul downloads a client’s statement whose totals are the portfolio page’s, and shares a one-time link', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await page.goto('/portfolio/listing');
  await page.getByLabel('Search clients').fill('Asha');
  await page.getByRole('button', { name: /^Open the portfolio of Asha/ }).first().click();
  await expect(page.getByRole('table', { name: 'Holdings through ZF' })).toBeVisible();
  const invested = await pageFigure(page, 'Invested');
  const value = await pageFigure(page, 'Current value');
  expect(value).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Statement', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Portfolio statement of / });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^portfolio-statement-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfText(await readFile((await download.path()) as string));
  expect(pdfFigure(text, 'Total invested')).toBe(invested);
  expect(pdfFigure(text, 'Total current value')).toBe(value);
  expect(text).toContain('Mutual fund investments are subject to market risks, read all scheme related documents carefully.');

  // Chromium on Linux has no share sheet: the link is shown with WhatsApp beside it.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await dialog.getByRole('button', { name: 'Share a one-time link' }).click();
  const link = (await dialog.getByTestId('statement-link').innerText()).trim();
  expect(link).toMatch(/\/statement\/[A-Za-z0-9_-]{43}$/);
  expect(await dialog.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(link));

  const reader = await (await page.context().browser()!.newContext()).newPage();
  await reader.goto(link);
  const [shared] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: 'Download the statement (PDF)' }).click()]);
  expect(pdfFigure(pdfText(await readFile((await shared.path()) as string)), 'Total current value')).toBe(value);
  await reader.reload();
  await reader.getByRole('button', { name: 'Download the statement (PDF)' }).click();
  await expect(reader.getByRole('main').getByRole('alert')).toHaveText('This statement link has already been used. Ask for a new one.');
  await reader.context().close();
});
