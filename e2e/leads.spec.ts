// Leads on the expert dashboard against the running demo: Rahul adds a lead, finds it under New, moves it to
// Contacted, is told the mobile is already a lead when he adds it again, and deletes it. Then the operator's
// screen views page refuses a wrong key and shows the numbers for the right one (skipped when the key is unknown).
// Rerun-safe: each run uses a mobile nobody has and deletes its lead at the end.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { EXPERT, freshMobile, logIn } from './support/auth';

const DUPLICATE = 'A lead with this mobile number already exists';

function leadsCard(page: Page): Locator {
  // The innermost section with that heading: the card itself, not a section around the dashboard.
  return page.locator('section').filter({ has: page.getByRole('heading', { name: 'Leads', exact: true }) }).last();
}

async function addLead(card: Locator, name: string, mobile: string) {
  await card.getByRole('button', { name: 'Add lead' }).click();
  const form = card.getByRole('form', { name: 'Add lead' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'Save lead' }).click();
}

test('Rahul adds a lead, moves it to contacted, cannot add its mobile twice, and deletes it', async ({ page }) => {
  const mobile = freshMobile();
  const name = `Journey Lead ${mobile.slice(-4)}`;
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  const card = leadsCard(page);

  await addLead(card, name, mobile);
  await card.getByRole('button', { name: /^New \(\d+\)$/ }).click();
  const newList = card.getByRole('list', { name: 'New leads' });
  await expect(newList.getByText(name, { exact: true })).toBeVisible();

  await card.getByLabel(`Stage of ${name}`).selectOption('contacted');
  await expect(newList.getByText(name, { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: /^Contacted \(\d+\)$/ }).click();
  const contacted = card.getByRole('list', { name: 'Contacted leads' });
  await expect(contacted.getByText(name, { exact: true })).toBeVisible();

  await addLead(card, `${name} again`, mobile);
  await expect(card.getByText(DUPLICATE).first()).toBeVisible();
  await card.getByRole('form', { name: 'Add lead' }).getByRole('button', { name: 'Close' }).click();

  await contacted.getByRole('button', { name: `Delete lead ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete lead', exact: true }).click();
  await expect(card.getByText(name, { exact: true })).toHaveCount(0);
});

/** The operator key the demo uses: OPS_API_KEY, else the file the backend generated in its data directory. */
function opsKey(): string | null {
  if (process.env.OPS_API_KEY) return process.env.OPS_API_KEY;
  const file = path.resolve(process.env.DATA_DIR || '.data', 'ops-api-key');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

test('the operator sees screen views with the right key only', async ({ page }) => {
  const key = opsKey();
  test.skip(!key, 'the operator key of the running demo is not known here');
  await page.goto('/ops/screen-views');
  await page.getByRole('textbox', { name: 'Operator key' }).fill('not-the-operator-key');
  await page.getByRole('button', { name: 'Show screen views' }).click();
  await expect(page.getByText('That key is not accepted')).toBeVisible();

  await page.getByRole('textbox', { name: 'Operator key' }).fill(key!);
  await page.getByRole('button', { name: 'Show screen views' }).click();
  await expect(page.getByText('That key is not accepted')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Top screens' }).or(page.getByText('No screen views in this period.'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
