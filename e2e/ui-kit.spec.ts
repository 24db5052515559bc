import { test, expect } from '@playwright/test';
import { seriousViolations } from './support/axe';

// The UI kit page shows every piece of components/ui with sample data, so pieces that no page uses yet are
// still checked in a real browser: axe, and the keyboard paths of tabs, dialog and table sorting.

test('the UI kit page is kept out of search results', async ({ page }) => {
  await page.goto('/ui-kit');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('axe finds no serious or critical violation on the UI kit, on a desktop and on a phone, with the form in error', async ({
  page,
}) => {
  await page.goto('/ui-kit');
  await expect(page.getByRole('table', { name: 'Sample holdings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Error states are where contrast and labelling usually break.
  await page.getByRole('button', { name: 'Check the form' }).click();
  await expect(page.getByText('Name cannot be empty')).toBeVisible();
  await page.getByText('Show the numbers').first().click();
  expect(await seriousViolations(page)).toEqual([]);

  // The phone layout: tables become cards, the stepper shortens.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/ui-kit');
  const overview = page.getByRole('tab', { name: 'Overview' });
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  const returns = page.getByRole('tab', { name: 'Returns' });
  await expect(returns).toBeFocused();
  await expect(returns).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Trailing returns');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Holdings' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(overview).toBeFocused();
});

test('the dialog keeps focus inside, closes on Escape and gives focus back to its opener', async ({
  page,
}) => {
  await page.goto('/ui-kit');
  const opener = page.getByRole('button', { name: 'Open the dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sample dialog' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a sortable header sorts the rows from the keyboard and says the order', async ({ page }) => {
  await page.goto('/ui-kit');
  const table = page.getByRole('table', { name: 'Sample holdings' });
  const firstFund = () => table.locator('tbody tr').first().locator('td').first();
  // Opens sorted by value, largest first.
  await expect(firstFund()).toHaveText('Sample Liquid Fund');

  const header = table.getByRole('columnheader', { name: /Return/ });
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstFund()).toHaveText('Sample Small Cap Fund');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(firstFund()).toHaveText('Sample Flexi Cap Fund');
});
