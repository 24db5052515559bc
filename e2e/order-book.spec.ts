// The advisor's order book against the running demo: Rahul sees his clients' orders (the seed's completed orders
// and the payment that failed), filters by status (kept in the address), and downloads the CSV of that view.
// Read-only, so it passes again and again against the same database.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { EXPERT, logIn } from './support/auth';

const HEADER = 'Order no,Placed at (IST),Client,Client mobile,Scheme,Target scheme,Type,Amount (INR),Units,Folio,Expected NAV date,NAV date,NAV,Status,Payment,ARN,EUIN,Failure reason,Prepared by';

test('Rahul filters his order book by status and downloads it as CSV', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await page.goto('/distributor/order-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Order book' })).toBeVisible();
  const table = page.getByRole('table', { name: "Your clients' orders" });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of orders' })).toContainText('orders');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/[?&]status=failed/);
  // Who did what: the seed's failed order was prepared by the advisor; its history names who made each change.
  const failedRow = table.getByRole('row').filter({ hasText: 'by Rahul Mehta (advisor)' }).last(); // the oldest: journeys add newer ones
  await expect(failedRow).toContainText('Failed');
  // The first cell: the order number, then when it was placed and by whom.
  const orderNo = (await failedRow.getByRole('cell').first().innerText()).trim().split('\n')[0].trim();
  expect(orderNo).toMatch(/^\d{14}$/); // one order-number format: the IST day and a 6-digit counter
  await failedRow.getByRole('button', { name: `History of order ${orderNo}` }).click();
  const history = page.getByRole('dialog', { name: `Order ${orderNo}` });
  await expect(history.getByRole('list', { name: 'Changes of this order' })).toContainText('(investor)');
  await history.getByRole('button', { name: 'Close' }).click();
  const statuses = await table.getByRole('row').filter({ hasText: /\d{14}/ }).allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  for (const row of statuses) expect(row).toContain('Failed');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = (await readFile((await download.path()) as string, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines.some((l) => l.startsWith(`${orderNo},`) && l.includes('Payment declined by the bank (demo)'))).toBe(true);
  for (const line of lines.slice(1)) expect(line).toContain(',Failed,');
});
