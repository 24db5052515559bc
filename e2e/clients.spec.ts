// The advisor's client book against the running demo: Rahul finds a client by name, sorts his book by AUM, selects
// a client (the header then shows who he acts for), and adds a brand-new client, who is invited by SMS.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { EXPERT, freshMobile, logIn } from './support/auth';

const selectButtons = (page: Page) => page.getByRole('button', { name: /, select this client$/ });

test.describe('Rahul', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await logIn(page, '/account/expert', EXPERT);
    await expect(page).toHaveURL(/\/dashboard\/expert/);
  });
  test.afterAll(() => page.context().close());

  test('finds a client by name, sorts by AUM and selects a client, who then shows in the header', async () => {
    // No client chosen yet: the investor pages send him to choose one first.
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/select-client/);
    await page.goto('/select-client');
    await expect(selectButtons(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Search clients').fill('Asha');
    // Every client listed once the search settles carries the name (the demo may hold more than one Asha).
    await expect
      .poll(async () => {
        const names = await selectButtons(page).allTextContents();
        return names.length > 0 && names.every((n) => /asha/i.test(n));
      })
      .toBe(true);

    await page.getByLabel('Search clients').fill('');
    const aum = page.getByRole('columnheader', { name: /^AUM/ });
    await aum.getByRole('button').click();
    await expect(aum).toHaveAttribute('aria-sort', 'ascending');
    await aum.getByRole('button').click();
    await expect(aum).toHaveAttribute('aria-sort', 'descending');

    const first = selectButtons(page).first();
    const name = ((await first.textContent()) ?? '').replace(/, select this client$/, '').trim();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/user/);
    const client = page.getByRole('group', { name: 'Selected client' });
    await expect(client).toContainText(name);
    await expect(client.getByRole('link', { name: 'Change client' })).toHaveAttribute('href', '/select-client');
    // A folio of someone else than the chosen client leads to the chosen client's portfolio.
    await page.goto('/portfolio/folio-details?u=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]{36}$/);
    await expect(page).not.toHaveURL(/00000000-0000-4000-8000-000000000000/);
    // The header's cart is now the client's: it opens the client's cart summary.
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/summary\?/);
  });

  test('adds a brand-new client, who is invited by SMS', async () => {
    await page.goto('/add-client');
    await page.getByLabel("Client's mobile number").fill(freshMobile());
    await page.getByLabel("Client's full name").fill('Tara Journey');
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByRole('status')).toContainText('Tara Journey is now your client. We sent them an SMS invitation');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
