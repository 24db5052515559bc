// Choosing a client as an advisor does: the client picker, a search by name, select, the client's dashboard.
import { expect, type Page } from '@playwright/test';

export async function selectClient(page: Page, name: string) {
  await page.goto('/select-client');
  const choices = page.getByRole('button', { name: /, select this client$/ });
  await expect(choices.first()).toBeVisible();
  await page.getByLabel('Search clients').fill(name);
  await expect(choices).toHaveCount(1);
  await choices.first().click();
  await expect(page).toHaveURL(/\/dashboard\/user/);
  await expect(page.getByRole('group', { name: 'Selected client' })).toContainText(name);
}
