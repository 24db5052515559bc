// An article's view, like and comment from the browser, logged in as the demo investor. The page loads the API
// layer only with these first requests (it is not part of the page's own scripts), so this journey is what shows
// that the lazily loaded client still sends them, with the session, and that the page shows the answers.
import { expect, test } from '@playwright/test';

const API = process.env.E2E_API_URL || 'http://127.0.0.1:4000';
const INVESTOR = '9000000001';
const ARTICLE = '/m/emergency-fund';

test('the investor opens an article, it counts the view, and her like and comment show', async ({ page }) => {
  await page.goto(`/account/user?next=${encodeURIComponent(ARTICLE)}`);
  await page.getByLabel('Mobile number').fill(INVESTOR);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('OTP sent')).toBeVisible();
  const otp = ((await (await page.request.get(`${API}/node/dev/otp/${INVESTOR}`)).json()) as { data: { otp: string } }).data.otp;
  await page.getByLabel('Enter the 6-digit OTP').fill(otp);
  const view = page.waitForResponse((r) => r.url().endsWith('/api/node/article/view'));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForURL((url) => url.pathname === ARTICLE);
  expect((await view).status()).toBe(200);

  const like = page.waitForResponse((r) => r.url().endsWith('/api/node/article/like'));
  await page.getByRole('button', { name: 'Like' }).click();
  const answer = (await (await like).json()) as { status: string; data?: { Attributes?: { likes?: number } } };
  expect(answer.status).toBe('success');
  // The page shows the count the backend answered (a like is counted once per person, so a rerun adds none).
  const count = answer.data?.Attributes?.likes ?? -1;
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^\d+ likes?$/)).toHaveText(`${count} like${count === 1 ? '' : 's'}`);

  const text = `Three months of expenses in a liquid fund worked for me. (e2e ${Date.now()})`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText(text)).toBeVisible();
});
