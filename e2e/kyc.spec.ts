// KYC end to end against the running demo and its sandbox providers: a new investor signs up and goes through
// every step to "KYC validated"; a Registered investor upgrades by KYC modification (DigiLocker, then e-sign); an
// advisor allowed to transact does a client's KYC. Each journey signs up its own investor or takes a client that has
// not started, so that reruns on one database stay meaningful.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { API, EXPERT, freshMobile, logIn, logInHere, outboxOtp, signUp } from './support/auth';
import {
  addBankAccount,
  completeKyc,
  fillDeclarations,
  fillPersonalDetails,
  freshPan,
  givePanAndDob,
  saveAndContinue,
  uploadDocuments,
} from './support/kyc';
import { userId } from '../server/db/seed/ids';

test.describe('a new investor', () => {
  test.describe.configure({ mode: 'serial' });
  const mobile = freshMobile();
  const pan = freshPan('Menon');
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
  });
  test.afterAll(() => page.context().close());

  test('signs up and is asked for KYC on the dashboard', async () => {
    await signUp(page, 'Kavya Menon', mobile);
    await expect(page).toHaveURL(/\/dashboard\/user/);
    await expect(page.getByText('KYC not started').first()).toBeVisible();
    await page.getByRole('link', { name: 'Complete your KYC' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
  });

  test('gives PAN and date of birth; the sandbox PAN check names her', async () => {
    await givePanAndDob(page, pan);
    await expect(page.getByText(/Kavya Menon/i).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveAndContinue(page, /\/kyc\/personal_details$/);
  });

  test('fills her personal details', async () => {
    await fillPersonalDetails(page, `kavya.${mobile}@example.com`);
    await saveAndContinue(page, /\/kyc\/upload_document$/);
  });

  test('comes back to the step she left after leaving the journey', async () => {
    await page.goto('/about');
    await page.goto('/kyc');
    await expect(page).toHaveURL(/\/kyc\/upload_document$/);
  });

  test('uploads her four documents and goes on', async () => {
    await uploadDocuments(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/kyc\/declarations$/);
  });

  test('makes her FATCA declaration and names a nominee', async () => {
    await fillDeclarations(page);
    await saveAndContinue(page, /\/kyc\/bank_details$/);
  });

  test('adds her bank account: the IFSC names the bank, the penny drop confirms her name', async () => {
    const account = await addBankAccount(page);
    await expect(account).toContainText('Primary');
    await expect(page.getByText(/HDFC Bank says this account belongs to KAVYA MENON, a \d+% match with your KYC name/)).toBeVisible();
    // The full number is never shown again.
    await expect(page.getByText('50100123451234')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('submits her KYC and sees it validated on the dashboard', async () => {
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user/);
    await expect(page.getByText('KYC validated').first()).toBeVisible();
  });
});

test('a Registered investor upgrades by KYC modification: DigiLocker, then e-sign, then validated', async ({ page }) => {
  // The sandbox KRA holds PANs with the digits 1111 as Registered (server/providers/README.md).
  const mobile = freshMobile();
  await signUp(page, 'Arjun Pillai', mobile);
  await page.getByRole('link', { name: 'Complete your KYC' }).click();
  await completeKyc(page, freshPan('Pillai', '1111'), `arjun.${mobile}@example.com`);
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await expect(page.getByText('KYC registered').first()).toBeVisible();
  await expect(page.getByText(/a new fund house needs KYC modification/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Upgrade KYC' }).click();
  await page.getByRole('button', { name: 'Start KYC modification' }).click();
  // The sandbox DigiLocker's consent page, in the same window.
  await expect(page.getByText(/sandbox/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  // Back on ZF, e-sign starts by itself: the sandbox e-sign page.
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Your KYC modification is signed and sent to the KRA.')).toBeVisible();
  const flags = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^(KYC_MODIFICATION_STARTED|DIGILOCKER_DONE|ESIGN_DONE)_/.test(k)));
  expect(flags).toEqual([]); // cleared once the KYC is validated

  await page.goto('/dashboard/user');
  await expect(page.getByText('KYC validated').first()).toBeVisible();
});

test('an advisor prepares KYC for a client who has not started; the client confirms it from the texted link', async ({ page, browser }) => {
  // Rahul's client 9000001003 has no KYC in the demo. The client picker is the clients issue's; until then the
  // selection is the per-tab session keys the picker will set.
  const client = { id: userId('9000001003'), mobile: '9000001003' };
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  const detail = await page.request.get(`/api/node/kyc/kycdetails/${client.id}`);
  expect(detail.ok()).toBe(true);
  const existing = (await detail.json()) as { data: { pancard_no: string | null } | null };
  test.skip(Boolean(existing.data?.pancard_no), 'an earlier run on this database already did this client’s KYC');
  const name = ((await (await page.request.get(`/api/node/user/detail/${client.id}`)).json()) as { data: { name: string } }).data.name;
  await page.evaluate(
    ({ id, mobile, name }) => {
      sessionStorage.setItem('SELECTED_USER_ID', id);
      sessionStorage.setItem('SELECTED_USER_MOBILE_NO', mobile);
      sessionStorage.setItem('SELECTED_USER_NAME', name);
    },
    { ...client, name },
  );

  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: new RegExp(`for ${name}`) })).toBeVisible();
  const surname = name.split(' ').pop() ?? 'K';
  await completeKyc(page, freshPan(surname), `client.${client.mobile}@example.com`);
  // Rahul prepared it; it goes to the KRA only when the client confirms it.
  await expect(page.getByRole('status').filter({ hasText: 'Sent to your client to confirm' })).toContainText(`XXXXXX${client.mobile.slice(-4)}`);
  const pending = (await (await page.request.get(`/api/node/kyc/kycdetails/${client.id}`)).json()) as { data: { kyc_status: string } };
  expect(['submitted', 'verified']).not.toContain(pending.data.kyc_status);

  // The client, in a browser of their own, opens the texted link, logs in, reads what goes and confirms with the OTP.
  const sms = await page.request.get(`${API}/node/dev/sms/${client.mobile}`);
  const link = ((await sms.json()) as { data: { body: string } }).data.body.match(/https?:\/\/\S+\/confirm-kyc\?token=[\w-]+/)![0];
  const clientPage = await (await browser.newContext()).newPage();
  try {
    await clientPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(clientPage).toHaveURL(/\/account\/user/);
    await logInHere(clientPage, client.mobile);
    await expect(clientPage).toHaveURL(/\/confirm-kyc\?token=/);
    await expect(clientPage.getByRole('heading', { name: 'Confirm the KYC your advisor prepared' })).toBeVisible();
    await expect(clientPage.getByText('Rahul Mehta')).toBeVisible();
    await expect(clientPage.getByRole('region', { name: 'Nomination' })).toBeVisible();
    expect(await seriousViolations(clientPage)).toEqual([]);
    await clientPage.getByRole('button', { name: 'Send OTP to confirm' }).click();
    await expect(clientPage.getByText(/OTP sent to/)).toBeVisible();
    await clientPage.getByRole('textbox', { name: 'OTP' }).fill(await outboxOtp(clientPage.request, client.mobile));
    await clientPage.getByRole('button', { name: 'Confirm and submit my KYC' }).click();
    await expect(clientPage.getByText('Your KYC has gone to the KRA.')).toBeVisible();
    await clientPage.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(clientPage.getByText('KYC validated').first()).toBeVisible();
  } finally {
    await clientPage.context().close();
  }
});
