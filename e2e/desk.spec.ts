// The advisor's desk against the running demo: Rahul adds a follow-up a minute from now for his client Asha, is
// reminded once by a toast (and not again after a reload), then adds and deletes a note on her dashboard.
// Rerun-safe: each run adds its own follow-up and a note with its own text, and deletes the note again.
import { expect, test, type Page } from '@playwright/test';
import { userId } from '../server/db/seed/ids';
import { seriousViolations } from './support/axe';
import { EXPERT, INVESTOR, logIn } from './support/auth';

const CLIENT = { id: userId(INVESTOR), mobile: INVESTOR };
// One reminder check (13 s) and a little more: long enough for a claim to have been tried.
const ONE_CHECK_MS = 16_000;

/** Selects the client for this tab, with the per-tab keys the client picker sets. */
async function selectClient(page: Page): Promise<string> {
  const detail = await page.request.get(`/api/node/user/detail/${CLIENT.id}`);
  expect(detail.ok()).toBe(true);
  const name = ((await detail.json()) as { data: { name: string } }).data.name;
  await page.evaluate(
    ({ id, mobile, name }) => {
      sessionStorage.setItem('SELECTED_USER_ID', id);
      sessionStorage.setItem('SELECTED_USER_MOBILE_NO', mobile);
      sessionStorage.setItem('SELECTED_USER_NAME', name);
    },
    { ...CLIENT, name },
  );
  return name;
}

test('Rahul is reminded of a follow-up once, and adds and deletes a note on his client', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  const name = await selectClient(page);
  await page.reload();

  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: "Today's follow-ups" }) });
  await card.getByRole('button', { name: 'Add follow-up' }).click();
  // The form starts a minute from now, for the selected client.
  await expect(card.getByLabel('Name')).toHaveValue(name);
  await card.getByLabel('Remarks').fill('Desk journey: review the SIP book');
  const created = page.waitForResponse((r) => r.url().endsWith('/rm/followups') && r.request().method() === 'POST');
  await card.getByRole('button', { name: 'Save follow-up' }).click();
  const followUp = ((await (await created).json()) as { data: { id: string } }).data;

  const reminder = page.getByText(`Follow-up now: ${name} (${CLIENT.mobile})`, { exact: false });
  await expect(reminder.first()).toBeVisible({ timeout: 30_000 });
  await expect(reminder).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // After a reload the follow-up is already notified: no claim is tried and no toast appears.
  await page.reload();
  const claimAgain = page
    .waitForRequest((r) => r.url().includes(`/rm/followups/${followUp.id}/notified`), { timeout: ONE_CHECK_MS })
    .then(() => true, () => false);
  await expect(page.getByText('Desk journey: review the SIP book').first()).toBeVisible();
  expect(await claimAgain).toBe(false);
  await expect(reminder).toHaveCount(0);

  // Notes on the client's dashboard.
  await page.goto('/dashboard/user');
  const notes = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Notes', exact: true }) });
  const text = `Desk journey note ${Date.now()}`;
  await notes.getByLabel('Note', { exact: true }).fill(text);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText(text)).toBeVisible();

  await notes.getByRole('button', { name: `Delete note: ${text}` }).click();
  await page.getByRole('button', { name: 'Delete note', exact: true }).click();
  await expect(notes.getByText(text)).toHaveCount(0);
});
