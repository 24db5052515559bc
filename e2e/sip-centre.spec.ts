// Issue 32, item 11: the SIP and mandate centre. Rahul (9000000101) opens it from the side menu, looks at one client's
// active SIPs, sees a SIP's next date and mandate, and asks to pause it; the client, in a browser of their own,
// confirms it from the texted link with their OTP; then Rahul sees it paused. (Not Asha's SIPs: other journeys use them.)
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { API, EXPERT, INVESTOR, logIn, logInHere, outboxOtp } from './support/auth';
import { userId } from '../server/db/seed/ids';

interface Row { id: string; user_id: string; client_name: string; status: string; pending_request: unknown; next_due_date: string | null }

test("an advisor's pause of a client's SIP is done only when the client confirms it with their OTP", async ({ page, browser }) => {
  test.setTimeout(120_000); // two logins in two browsers on shared cores
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await page.getByRole('link', { name: 'SIPs and mandates' }).first().click();
  await expect(page.getByRole('heading', { name: 'SIPs and mandates' })).toBeVisible();
  await page.getByRole('tab', { name: /^Active \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tab=active/);
  expect(await seriousViolations(page)).toEqual([]);

  // A client of Rahul's (not Asha) with an active SIP that nothing waits on.
  const list = (await (await page.request.get('/api/node/orders/sips?tab=active&size=100')).json()) as { data: { sips: Row[] } };
  const sip = list.data.sips.find((s) => s.user_id !== userId(INVESTOR) && s.status === 'active' && !s.pending_request && s.next_due_date)!;
  expect(sip).toBeTruthy();
  await page.goto(`/distributor/sips?tab=active&client=${sip.user_id}`);
  const row = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Pause' }) }).first();
  const [y, m, d] = sip.next_due_date!.split('-');
  await expect(page.locator('tbody tr').first()).toContainText(sip.client_name);
  await expect(page.locator('tbody')).toContainText(`${d}/${m}/${y}`);
  await expect(page.locator('tbody')).toContainText(/e-NACH|UPI AutoPay/);

  await row.getByRole('button', { name: 'Pause' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause this SIP?' });
  await dialog.getByRole('combobox', { name: 'Instalments to skip' }).selectOption('1');
  await expect(dialog.getByRole('status')).toContainText('Skips');
  await dialog.getByRole('button', { name: `Send to ${sip.client_name} to confirm` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent to ${sip.client_name} to confirm` })).toBeVisible();
  await expect(page.getByText(`Waiting for ${sip.client_name} to confirm: pause`).first()).toBeVisible();

  // The client opens the texted link, logs in, reads the request and confirms it with their OTP.
  const mobile = ((await (await page.request.get(`/api/node/user/detail/${sip.user_id}`)).json()) as { data: { mobile_no: string } }).data.mobile_no;
  const sms = await page.request.get(`${API}/node/dev/sms/${mobile}`);
  const link = ((await sms.json()) as { data: { body: string } }).data.body.match(/https?:\/\/\S+\/confirm-kyc\?token=[\w-]+/)![0];
  const clientPage = await (await browser.newContext()).newPage();
  try {
    await clientPage.goto(new URL(link).pathname + new URL(link).search);
    await logInHere(clientPage, mobile);
    await expect(clientPage.getByRole('heading', { name: 'Confirm the pause of your SIP' })).toBeVisible();
    await expect(clientPage.getByRole('region', { name: 'After the change' })).toContainText('Paused until');
    await clientPage.getByRole('button', { name: 'Send OTP to confirm' }).click();
    await expect(clientPage.getByText(/OTP sent to/)).toBeVisible();
    await clientPage.getByRole('textbox', { name: 'OTP' }).fill(await outboxOtp(clientPage.request, mobile));
    await clientPage.getByRole('button', { name: 'Confirm the pause' }).click();
    await expect(clientPage.getByText('Done: your SIP is paused.')).toBeVisible();
  } finally {
    await clientPage.context().close();
  }

  await page.goto(`/distributor/sips?tab=paused&client=${sip.user_id}`);
  await expect(page.locator('tbody')).toContainText(sip.client_name);
  await expect(page.locator('tbody')).toContainText('Paused; next');
});
