// Logging in and signing up in the browser as a person does, with the code read from the demo's SMS outbox.
// The outbox answers only on the backend's own port (never through the web origin), so journeys ask it directly.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API = process.env.E2E_API_URL || 'http://127.0.0.1:4000';
export const INVESTOR = '9000000001';
export const EXPERT = '9000000101';

export async function outboxOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`${API}/node/dev/otp/${mobile}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { otp: string } }).data.otp;
}

/** Reads the code once the page says it went out (so it is this send's code), then verifies it. */
async function enterOtp(page: Page, mobile: string) {
  await expect(page.getByText('OTP sent')).toBeVisible();
  await page.getByLabel('Enter the 6-digit OTP').fill(await outboxOtp(page.request, mobile));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

/** The account page's form: number, Get OTP, the code from the outbox, Verify. */
export async function logIn(page: Page, path: string, mobile: string) {
  await page.goto(path);
  await logInHere(page, mobile);
}

/** The same on the login page already open (a link that asked to log in first). */
export async function logInHere(page: Page, mobile: string) {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await enterOtp(page, mobile);
}

/** A new investor: an unused number is offered sign-up, which asks for the full name first. */
export async function signUp(page: Page, name: string, mobile: string) {
  await page.goto('/account/user');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByRole('button', { name: 'Sign up instead' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await enterOtp(page, mobile);
}

/** A mobile number nobody has: 7 followed by nine digits from the clock and chance (the seed uses 9…). */
export function freshMobile(): string {
  const digits = `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `7${digits}`;
}

/** Values the web app keeps in localStorage (the storage module may keep them JSON-encoded). */
export async function stored(page: Page, key: string): Promise<string> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return (raw ?? '').replace(/^"|"$/g, '');
}
