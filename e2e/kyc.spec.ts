// KYC end to end against the running demo and its sandbox providers: a new investor signs up and goes through
// every step to "KYC validated"; a KYC left half-way resumes at its step; the server refuses what the forms would.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshMobile, signUp } from './support/auth';
import { freshPan, uploadDocuments } from './support/kyc';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('a new investor', () => {
  test.describe.configure({ mode: 'serial' });
  const mobile = freshMobile();
  const pan = freshPan('Menon');
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  test('signs up and is asked for KYC on the dashboard', async () => {
    await signUp(page, 'Kavya Menon', mobile);
    await expect(page).toHaveURL(/\/dashboard\/user/);
    await page.getByRole('link', { name: 'Complete your KYC' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
  });

  test('gives PAN and date of birth; the sandbox PAN check names her', async () => {
    await page.getByLabel('PAN').fill(pan);
    await page.getByLabel('Date of birth').fill('15/08/1990');
    await page.getByLabel('Date of birth').blur();
    await expect(page.getByText(/Kavya Menon/i).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/kyc\/personal_details$/);
  });

  test('fills her personal details', async () => {
    await page.getByLabel('Email').fill(`kavya.${mobile}@example.com`);
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('radio', { name: 'Single' }).check();
    await page.getByLabel("Father's name").fill('Suresh Menon');
    await page.getByLabel('Occupation').selectOption({ label: 'Professional' });
    await page.getByLabel('Yearly income').selectOption({ label: '₹5 lakh to ₹10 lakh a year' });
    await page.getByLabel('Address line 1').fill('12 Marine Drive');
    await page.getByLabel('City').fill('Kochi');
    await page.getByLabel('State').fill('Kerala');
    await page.getByLabel('Pincode').fill('682031');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/kyc\/upload_document$/);
  });

  test('comes back to the step she left after leaving the journey', async () => {
    await page.goto('/about');
    await page.goto('/kyc');
    await expect(page).toHaveURL(/\/kyc\/upload_document$/);
  });

  test('uploads her four documents and goes on', async () => {
    await uploadDocuments(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/kyc\/declarations$/);
  });

  test('makes her FATCA declaration and names a nominee', async () => {
    await page.getByLabel('Place of birth').fill('Kochi');
    await page.getByLabel('Country of birth').fill('India');
    await page.getByLabel('Nationality').fill('Indian');
    await page.getByRole('radio', { name: 'No, only India' }).check();
    await page.getByLabel('Source of wealth').selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'No, I am not a politically exposed person' }).check();
    await page.getByRole('radio', { name: 'Add nominees' }).check();
    await page.getByLabel('Nominee 1 name').fill('Lakshmi Menon');
    await page.getByLabel('Nominee 1 relation').selectOption({ index: 1 });
    await page.getByLabel('Nominee 1 date of birth').fill('02/02/1965');
    await page.getByLabel('Nominee 1 share').fill('100');
    await page.getByRole('checkbox', { name: /I confirm that the information above is true/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/kyc\/bank_details$/);
  });

  test('adds her bank account: the IFSC names the bank, the penny drop confirms her name', async () => {
    await page.getByLabel('IFSC').fill('HDFC0000001');
    await expect(page.getByText('HDFC Bank').first()).toBeVisible();
    await page.getByLabel('Account number', { exact: true }).fill('50100123451234');
    await page.getByLabel('Confirm account number').fill('50100123451234');
    await page.getByLabel('Account type').selectOption('savings');
    await page.getByRole('button', { name: 'Add and verify account' }).click();
    const account = page.getByRole('listitem', { name: 'HDFC Bank XXXXXX1234' });
    await expect(account).toContainText(/verified/i);
    await expect(account).toContainText(/KAVYA MENON/);
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
