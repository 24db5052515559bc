// Rahul's day at the desk (issue 32): the dashboard's tiles agree with the pages they open, the commissions page
// opens on figures with no date typed, a follow-up for tomorrow is listed, edited and marked done, and a disposition
// survives a reload, and insurance drafts stay per client. Rerun-safe: each run adds its own follow-ups, named with
// the run's time, and starts Chetan's insurance funnel again.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXPERT, logIn } from './support/auth';
import { selectClient } from './support/clients';

/** India's date `days` from now, as a date input holds it. */
const istDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const slotDate = (iso: string) => iso.split('-').reverse().join('/');

async function openDashboard(page: Page) {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await expect(page.getByRole('heading', { name: 'Your business today' })).toBeVisible();
}

const tile = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });

/** The figure a tile shows (its second line). */
async function tileFigure(page: Page, label: string): Promise<string> {
  await expect(tile(page, label)).toBeVisible();
  return (await tile(page, label).locator('span').nth(1).textContent())!.trim();
}

/** The value beside a headline figure's term on an analytics page. */
const termValue = (page: Page, term: string): Locator =>
  page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test("the dashboard's tiles agree with the pages they open", async ({ page }) => {
  await openDashboard(page);
  const aum = await tileFigure(page, 'AUM');
  const sipBook = await tileFigure(page, 'Monthly SIP book');
  const unpaid = Number(await tileFigure(page, 'Payments pending'));

  await tile(page, 'AUM').click();
  await expect(page).toHaveURL(/\/advisor-analytics\/aum$/);
  await expect(termValue(page, 'AUM at the end of the period')).toHaveText(aum);

  await page.goBack();
  await tile(page, 'Monthly SIP book').click();
  await expect(page).toHaveURL(/\/advisor-analytics\/sips$/);
  await expect(termValue(page, 'Monthly SIP book')).toHaveText(sipBook);

  await page.goBack();
  await tile(page, 'Payments pending').click();
  await expect(page).toHaveURL(/status=payment_pending/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('payment_pending');
  if (unpaid === 0) await expect(page.getByText('No order matches these filters.')).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Pages of orders' })).toContainText(`of ${unpaid} orders`);
});

test('the commissions page opens on figures, its months filled, with no date typed', async ({ page }) => {
  await openDashboard(page);
  await page.goto('/advisor-analytics/commissions');
  await expect(termValue(page, 'Trail commission in the period')).toHaveText(/₹[1-9]/);
  await expect(page.getByText('Nothing to show for this period')).toHaveCount(0);
  const period = page.getByRole('form', { name: 'Period' });
  await expect(period.getByLabel('From month')).toHaveValue(/^\d{4}-\d{2}$/);
  await expect(period.getByLabel('To month')).toHaveValue(/^\d{4}-\d{2}$/);
});

/** Adds a follow-up with the form of "Today's follow-ups" (earlier runs' follow-ups may be listed beside it). */
async function addFollowUp(page: Page, f: { name: string; date: string; from: string; to: string }) {
  const today = page.locator('#todays-follow-ups');
  await today.getByRole('button', { name: 'Add follow-up' }).click();
  const form = today.getByRole('form', { name: 'Add follow-up' });
  await form.getByLabel('Name', { exact: true }).fill(f.name);
  await form.getByLabel('Contact', { exact: true }).fill('9876543210');
  await form.getByLabel('Date', { exact: true }).fill(f.date);
  await form.getByLabel('From', { exact: true }).fill(f.from);
  await form.getByLabel('To', { exact: true }).fill(f.to);
  await form.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(form).toHaveCount(0);
}

test('a follow-up for tomorrow is listed, edited and marked done; a disposition survives a reload', async ({ page }) => {
  // The follow-up for later today needs a slot still ahead (23:30 in India).
  test.skip(new Date(Date.now() + 330 * 60_000).getUTCHours() >= 23, 'too late in the day in India for a slot today');
  await openDashboard(page);
  const name = `Journey ${Date.now()}`;
  await addFollowUp(page, { name, date: istDate(1), from: '10:00', to: '10:30' });

  const tomorrow = page.getByRole('region', { name: `Follow-ups on ${slotDate(istDate(1))}` });
  const item = tomorrow.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('10:00AM-10:30AM');

  await item.getByRole('button', { name: `Edit the follow-up with ${name}` }).click();
  const edit = item.getByRole('form', { name: `Edit the follow-up with ${name}` });
  await edit.getByLabel('From', { exact: true }).fill('16:00');
  await edit.getByLabel('To', { exact: true }).fill('16:30');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(item).toContainText('04:00PM-04:30PM');

  await item.getByRole('button', { name: `Mark the follow-up with ${name} done` }).click();
  await item.getByRole('textbox', { name: 'Outcome' }).fill('Will start a SIP');
  await item.getByRole('button', { name: 'Mark done' }).click();
  // Done ones leave the upcoming list.
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // A disposition on one of today's follow-ups (later today) is still chosen after a reload.
  const later = `${name} today`;
  await addFollowUp(page, { name: later, date: istDate(0), from: '23:30', to: '23:59' });
  const picker = page.locator('#todays-follow-ups').getByRole('combobox', { name: `Disposition for ${later}` });
  await picker.selectOption({ label: 'Call back later' });
  await expect(picker).toHaveValue('call_back');
  await page.reload();
  await expect(page.locator('#todays-follow-ups').getByRole('combobox', { name: `Disposition for ${later}` })).toHaveValue('call_back');
});

test("insurance for two clients in turn keeps each family apart, and resumes the first one's draft", async ({ page }) => {
  await openDashboard(page);
  const funnelFor = async (client: string) => {
    await selectClient(page, client);
    await page.goto('/health_insurance');
    await expect(page.getByRole('heading', { level: 1, name: `Health insurance for ${client}` })).toBeVisible();
  };

  await funnelFor('Chetan Sinha');
  const again = page.getByRole('button', { name: 'Start again' });
  await expect(page.getByLabel("Client's name").or(again).first()).toBeVisible();
  if (await again.isVisible()) await again.click();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await page.getByLabel("Client's name").fill('Chetan Sinha');
  await page.getByLabel("Client's gender").selectOption('Male');
  await page.getByLabel("Client's date of birth").fill('15/06/1980');
  await page.getByLabel('Cover the spouse too').check();
  await page.getByLabel("Spouse's name").fill('Meena Sinha');
  await page.getByLabel('Spouse is the').selectOption('Wife');
  await page.getByLabel("Spouse's date of birth").fill('15/06/1983');
  const saved = page.waitForResponse((r) => r.url().includes('/insurance/draft') && r.request().method() === 'PUT' && r.ok());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await saved;

  await funnelFor('Deepa Malhotra');
  await expect(page.getByText('Meena Sinha')).toHaveCount(0);
  const deepasName = page.getByLabel("Client's name");
  await expect(deepasName.or(page.getByRole('button', { name: 'Start again' })).first()).toBeVisible();
  if (await deepasName.isVisible()) await expect(deepasName).not.toHaveValue('Chetan Sinha');

  await funnelFor('Chetan Sinha');
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
});
