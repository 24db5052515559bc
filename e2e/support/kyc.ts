// What the KYC journeys type and upload: valid sandbox values a person would enter, and small real documents.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A 1×1 PNG (a real image, so the server's re-encoding has something to decode). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest PDF a reader opens: one empty page. */
const PDF_MINIMAL = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const documents = {
  'PAN card': { name: 'pan.png', mimeType: 'image/png', buffer: PNG_1PX },
  'address proof': { name: 'address.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMAL },
  photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG_1PX },
  signature: { name: 'signature.png', mimeType: 'image/png', buffer: PNG_1PX },
} as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[Math.floor(Math.random() * LETTERS.length)];
/** The sandboxes decide by the PAN's digits (docs/KYC.md); these four digits are never a test rule. */
const SANDBOX_DIGITS = new Set(['0000', '1111', '2222', '3333', '4444', '8888', '9999']);

/** A fresh individual PAN for a surname: three letters, P, the surname's initial, four digits, a letter. */
export function freshPan(surname: string, digits?: string): string {
  let d = digits;
  while (!d || (digits === undefined && SANDBOX_DIGITS.has(d))) d = String(1000 + Math.floor(Math.random() * 9000));
  return `${letter()}${letter()}${letter()}P${surname[0].toUpperCase()}${d}${letter()}`;
}

export async function uploadDocuments(page: Page) {
  for (const [noun, file] of Object.entries(documents)) {
    await page.getByLabel(`Upload ${noun}`).setInputFiles(file);
    await expect(page.getByLabel(`Replace ${noun}`)).toBeVisible();
  }
}

/** Step 1: PAN and date of birth, then on to personal details. */
export async function givePanAndDob(page: Page, pan: string, dob = '15/08/1990') {
  await page.getByRole('textbox', { name: 'PAN' }).fill(pan);
  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill(dob);
  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).blur();
}

export async function saveAndContinue(page: Page, next: RegExp) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(next);
}

/** Step 2, as a person in Kochi fills it. */
export async function fillPersonalDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'Single' }).check();
  await page.getByRole('textbox', { name: "Father's name", exact: true }).fill('Suresh Menon');
  await page.getByRole('combobox', { name: 'Occupation', exact: true }).selectOption({ label: 'Professional' });
  await page.getByRole('combobox', { name: 'Yearly income', exact: true }).selectOption({ label: '₹5 lakh to ₹10 lakh a year' });
  await page.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('12 Marine Drive');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kochi');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('Kerala');
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill('682031');
}

/** Step 4: born in India, taxed only in India, not a PEP, one nominee with the whole share. */
export async function fillDeclarations(page: Page) {
  await page.getByRole('textbox', { name: 'Place of birth', exact: true }).fill('Kochi');
  await page.getByRole('textbox', { name: 'Country of birth', exact: true }).fill('India');
  await page.getByRole('textbox', { name: 'Nationality', exact: true }).fill('Indian');
  await page.getByRole('radio', { name: 'No, only India' }).check();
  await page.getByRole('combobox', { name: 'Source of wealth', exact: true }).selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'No, I am not a politically exposed person' }).check();
  await page.getByRole('radio', { name: 'Add nominees' }).check();
  await page.getByRole('textbox', { name: 'Nominee 1 name', exact: true }).fill('Lakshmi Menon');
  await page.getByRole('combobox', { name: 'Nominee 1 relation', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Nominee 1 date of birth', exact: true }).fill('02/02/1965');
  await page.getByRole('textbox', { name: 'Nominee 1 share', exact: true }).fill('100');
  await page.getByRole('checkbox', { name: /I confirm that the information above is true/ }).check();
}

/** Step 5: a real HDFC Bank IFSC and an account the penny-drop sandbox credits in the KYC name. */
export async function addBankAccount(page: Page, accountNumber = '50100123451234') {
  await page.getByRole('textbox', { name: 'IFSC', exact: true }).fill('HDFC0000001');
  await expect(page.getByText('HDFC Bank').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(accountNumber);
  await page.getByRole('textbox', { name: 'Confirm account number', exact: true }).fill(accountNumber);
  await page.getByRole('combobox', { name: 'Account type', exact: true }).selectOption('savings');
  await page.getByRole('button', { name: 'Add and verify account' }).click();
  const account = page.getByRole('listitem', { name: `HDFC Bank XXXXXX${accountNumber.slice(-4)}` });
  await expect(account).toContainText(/verified/i);
  return account;
}

/** Every step from the PAN to "Submit KYC", for journeys whose subject is what comes after. */
export async function completeKyc(page: Page, pan: string, email: string) {
  await expect(page).toHaveURL(/\/kyc$/);
  await givePanAndDob(page, pan);
  await saveAndContinue(page, /\/kyc\/personal_details$/);
  await fillPersonalDetails(page, email);
  await saveAndContinue(page, /\/kyc\/upload_document$/);
  await uploadDocuments(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/kyc\/declarations$/);
  await fillDeclarations(page);
  await saveAndContinue(page, /\/kyc\/bank_details$/);
  await addBankAccount(page);
  await page.getByRole('button', { name: 'Submit KYC' }).click();
}
