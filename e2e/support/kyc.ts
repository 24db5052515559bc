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
