// Issue 30, item 5: an advisor's change to a client's bank accounts, once the client's KYC is validated, is made only
// when the client confirms it from the texted link with their own OTP. Rahul (9000000101) adds an account for one of
// his clients with a validated KYC; the client, in a browser of their own, confirms it; then both see the account.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { API, EXPERT, logIn, logInHere, outboxOtp } from './support/auth';
import { userId } from '../server/db/seed/ids';

/** Rahul's demo clients (9000001001…9000001024): the journey takes the first one validated with room for an account. */
const CANDIDATES = Array.from({ length: 24 }, (_, i) => `90000010${String(i + 1).padStart(2, '0')}`);

async function validatedClient(page: Page) {
  for (const mobile of CANDIDATES) {
    const id = userId(mobile);
    const details = (await (await page.request.get(`/api/node/kyc/kycdetails/${id}`)).json()) as { data: { kyc_status: string } | null };
    if (details.data?.kyc_status !== 'verified') continue;
    const data = (await (await page.request.get(`/api/node/kyc/kycdata/${id}`)).json()) as { data: { bank_accounts: unknown[] } };
    if (data.data.bank_accounts.length >= 5) continue; // earlier runs on this database filled it
    const name = ((await (await page.request.get(`/api/node/user/detail/${id}`)).json()) as { data: { name: string } }).data.name;
    return { id, mobile, name };
  }
  throw new Error("none of Rahul's clients has a validated KYC with room for another account");
}

test("an advisor's new bank account for a client is added only once the client confirms it with their OTP", async ({ page, browser }) => {
  test.setTimeout(120_000); // two logins, two browsers and a penny drop on two shared cores
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  const client = await validatedClient(page);
  // The client picker sets these per-tab keys (as in kyc.spec.ts).
  await page.evaluate(({ id, mobile, name }) => {
    sessionStorage.setItem('SELECTED_USER_ID', id);
    sessionStorage.setItem('SELECTED_USER_MOBILE_NO', mobile);
    sessionStorage.setItem('SELECTED_USER_NAME', name);
  }, client);

  // A fresh number each run, never the penny drop sandbox's special endings (0000 closed, 9999 someone else's).
  const last4 = String(1000 + Math.floor(Math.random() * 8000));
  const number = `5010${String(Date.now()).slice(-6)}${last4}`;
  await page.goto('/kyc/bank_details');
  await page.getByRole('textbox', { name: 'IFSC', exact: true }).fill('ICIC0000001');
  await expect(page.getByText('ICICI Bank').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(number);
  await page.getByRole('textbox', { name: 'Confirm account number', exact: true }).fill(number);
  await page.getByRole('combobox', { name: 'Account type', exact: true }).selectOption('savings');
  await page.getByRole('button', { name: 'Add and verify account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to your client to confirm' })).toContainText(`XXXXXX${client.mobile.slice(-4)}`);
  await expect(page.getByText(`Waiting for the client's confirmation: Add ICICI Bank, XXXXXX${last4}`)).toBeVisible();
  const newAccount = (p: Page) => p.getByRole('listitem', { name: `ICICI Bank XXXXXX${last4}` });
  await expect(newAccount(page)).toHaveCount(0);

  // The client opens the texted link in a browser of their own, logs in, reads the change and confirms it.
  const sms = await page.request.get(`${API}/node/dev/sms/${client.mobile}`);
  const link = ((await sms.json()) as { data: { body: string } }).data.body.match(/https?:\/\/\S+\/confirm-kyc\?token=[\w-]+/)![0];
  const clientPage = await (await browser.newContext()).newPage();
  try {
    await clientPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(clientPage).toHaveURL(/\/account\/user/);
    await logInHere(clientPage, client.mobile);
    await expect(clientPage).toHaveURL(/\/confirm-kyc\?token=/);
    await expect(clientPage.getByRole('heading', { name: 'Confirm the change to your bank accounts' })).toBeVisible();
    await expect(clientPage.getByText('Rahul Mehta')).toBeVisible();
    await expect(clientPage.getByRole('region', { name: 'After the change' })).toContainText(`ICICI Bank, XXXXXX${last4}`);
    await expect(clientPage.getByRole('region', { name: 'Now' })).not.toContainText(`XXXXXX${last4}`);
    expect(await seriousViolations(clientPage)).toEqual([]);
    await clientPage.getByRole('button', { name: 'Send OTP to confirm' }).click();
    await expect(clientPage.getByText(/OTP sent to/)).toBeVisible();
    await clientPage.getByRole('textbox', { name: 'OTP' }).fill(await outboxOtp(clientPage.request, client.mobile));
    await clientPage.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(clientPage.getByText('Done: your bank accounts are changed.')).toBeVisible();
    await clientPage.getByRole('link', { name: 'See my bank accounts' }).click();
    await expect(newAccount(clientPage)).toContainText(/verified/i);
  } finally {
    await clientPage.context().close();
  }

  // Rahul's view of the client now shows the account, and nothing waits any more.
  await page.reload();
  await expect(newAccount(page)).toContainText(/verified/i);
  await expect(page.getByText("Waiting for the client's confirmation")).toHaveCount(0);
});
