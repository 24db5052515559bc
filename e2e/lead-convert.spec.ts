// Converting a lead to a client against the running demo: Rahul adds a lead with a number nobody has, chooses
// "Convert to client", finds the Add client page (its own slim top line) with the lead's name and mobile filled,
// adds the client (a new number is invited by SMS: no OTP to read out), goes back to his dashboard and sees the lead
// converted with no second conversion offered. Rerun-safe: each run uses a fresh mobile and deletes its lead.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { EXPERT, freshMobile, logIn } from './support/auth';

function leadsCard(page: Page): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: 'Leads', exact: true }) }).last();
}

test('Rahul converts a lead to a client and the lead shows as converted', async ({ page }) => {
  const mobile = freshMobile();
  // Letters only (a name takes no digits): the number's last four digits spelt as letters.
  const name = `Convert Journey ${[...mobile.slice(-4)].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`;
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  const card = leadsCard(page);

  await card.getByRole('button', { name: 'Add lead' }).click();
  const form = card.getByRole('form', { name: 'Add lead' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'Save lead' }).click();

  const lead = card.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await lead.getByRole('link', { name: `Convert ${name} to client` }).click();
  await expect(page).toHaveURL(/\/add-client\?lead=[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(mobile);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a client' })).toBeVisible();
  await expect(page.getByLabel("Client's mobile number")).toHaveValue(mobile);
  await expect(page.getByLabel("Client's full name")).toHaveValue(name);
  // Bare: no site header, only the slim top line.
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('status')).toContainText(`${name} is now your client.`);
  await expect(page.getByRole('status')).toContainText('Their lead is marked converted.');

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await card.getByRole('button', { name: /^Converted \(\d+\)$/ }).click();
  const converted = card.getByRole('list', { name: 'Converted leads' }).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(converted.getByText('Stage: Converted')).toBeVisible();
  await expect(converted.getByRole('link', { name: /Convert/ })).toHaveCount(0);

  await converted.getByRole('button', { name: `Delete lead ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete lead', exact: true }).click();
  await expect(card.getByText(name, { exact: true })).toHaveCount(0);
});
