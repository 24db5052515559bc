// Login journeys of issue 4 against the running demo: OTP read from the dev outbox (the demo's SMS provider),
// landing pages by role, the guard on expert pages, and logout.
import { expect, test, type Page } from '@playwright/test';
import { API, EXPERT, INVESTOR, logIn } from './support/auth';

/** The backend, for the dev outbox route (the browser itself goes through the web app's /api rewrite). */

test.describe('the demo investor', () => {
  // One login for the whole journey: every login is an OTP send, and sends are limited per number.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  test('logs in on /account/user and lands on her dashboard with her name', async () => {
    await logIn(page, '/account/user', INVESTOR);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByRole('heading', { name: 'Hello, Asha Verma' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'zf_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  test('is sent from the expert dashboard to her own', async () => {
    await page.goto('/dashboard/expert');
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });

  test('logs out from the header, lands on / and is logged out for the guarded pages too', async () => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Asha Verma' }).click();
    // Someone who copied the session cookie before logout (a shared computer, a stolen cookie) …
    const kept = (await page.context().cookies()).find((c) => c.name === 'zf_session');
    expect(kept).toBeDefined();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to logout?');
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/node/user/auth/logout'));
    await dialog.getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // The backend cleared the HttpOnly session cookie, so the server-side guard sees a visitor again.
    expect((await page.context().cookies()).find((c) => c.name === 'zf_session')).toBeUndefined();
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/account\/user/);
    // … gets no further with it: the page guard asks the backend, which has ended that session.
    await page.context().addCookies([kept!]);
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/account\/user/);
    expect((await page.context().cookies()).find((c) => c.name === 'zf_session')).toBeUndefined();
  });
});

test('the demo expert logs in on /account/expert and lands on the expert dashboard', async ({
  page,
}) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Rahul Mehta' })).toBeVisible();
});

test('the web origin never answers the dev outbox, in any spelling', async ({ request }) => {
  // A code exists for the number: the backend's own port answers it to this machine.
  await request.post('/api/node/user/auth/sendotp', { data: { mobile_no: INVESTOR, type: 'login' } });
  expect((await request.get(`${API}/node/dev/otp/${INVESTOR}`)).ok()).toBe(true);
  for (const path of [
    `/api/node/dev/otp/${INVESTOR}`,
    `/api/node/DEV/otp/${INVESTOR}`,
    `/api/node//dev/otp/${INVESTOR}`,
    `/api/node/%64ev/otp/${INVESTOR}`,
    `/api/node/./dev/otp/${INVESTOR}`,
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).not.toMatch(/"otp"/);
  }
});
