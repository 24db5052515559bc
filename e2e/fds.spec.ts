// Fixed deposits against the running demo: Asha goes from the FD calculator to a sandbox deposit, works out its
// maturity for her own amount and tenure, books it, pays on the sandbox bank page and sees it booked.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { INVESTOR, logIn } from './support/auth';

test.describe('Asha opens a fixed deposit', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await logIn(page, '/account/user', INVESTOR);
    await expect(page).toHaveURL(/\/dashboard\/user/);
  });
  test.afterAll(() => page.context().close());

  test('finds a deposit from the FD calculator and reads its rates and terms', async () => {
    await page.goto('/calculators/fixed-deposite');
    await page.getByRole('link', { name: 'See fixed deposits you can book' }).click();
    await expect(page).toHaveURL(/\/fds\/demo-finance-secure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Finance Secure Deposit' })).toBeVisible();
    await expect(page.getByText(/^Sandbox: this issuer and its rates are made up/)).toBeVisible();
    const rates = page.getByRole('table', { name: 'Interest rates by tenure' });
    await expect(rates.getByRole('row', { name: /2 years\s*7\.50%\s*7\.75%/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('works out the maturity of ₹50,000 for 2 years', async () => {
    const amount = page.getByLabel('Deposit amount', { exact: true });
    await amount.fill('50000');
    await page.getByLabel('Tenure', { exact: true }).selectOption({ label: '2 years' });
    await page.getByLabel('Interest payout', { exact: true }).selectOption('cumulative');
    // 50,000 × (1 + 0.075 / 4)^8 = 58,011.08 (Asha is under 60: the regular 7.50 %).
    const figures = page.getByLabel('What this deposit earns');
    await expect(figures.getByText('Maturity amount').locator('xpath=following-sibling::dd')).toHaveText('₹58,011.08');
  });

  test('books it, pays on the sandbox bank page and sees it booked', async () => {
    await page.getByRole('link', { name: 'Book this FD' }).click();
    await expect(page).toHaveURL(/\/cart\/fixed-deposit\?product=demo-finance-secure&amount=50000&tenure=24&payout=cumulative/);
    await expect(page.getByText('Review your fixed deposit')).toBeVisible();
    await expect(page.getByLabel('What this deposit earns')).toContainText('₹58,011.08');
    await page.getByRole('radio', { name: 'Net banking' }).check();
    await page.getByRole('button', { name: 'Pay ₹50,000' }).click();

    await expect(page.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible();
    await page.getByRole('button', { name: 'Success' }).click();

    await expect(page).toHaveURL(/\/cart\/fixed-deposit\?booking=[0-9a-f-]{36}&payment=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your fixed deposit is booked' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to fixed deposits' }).click();
    await expect(page.getByRole('region', { name: 'Your deposits' }).getByText('Booked').first()).toBeVisible();
  });
});
