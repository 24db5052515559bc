// Agents and the relationship manager against the running demo: Rahul (merchant ZFM1001) opens All Agents and New
// Sales from the side menu and sees his sub-agents; Karan Malhotra (9000000901, the manager over Rahul) chooses
// Rahul on /select-expert and lands on Rahul's dashboard. Nothing here changes the demo data, so it reruns as is.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { EXPERT, logIn, stored } from './support/auth';

const MANAGER = '9000000901';
const SUB_AGENTS = ['Manish Tyagi', 'Pooja Bansal', 'Sneha Kapoor'];

test('Rahul opens All Agents and New Sales from the side menu and sees his sub-agents', async ({ page }) => {
  await logIn(page, '/account/expert', EXPERT);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  const menu = page.getByRole('navigation', { name: 'Expert menu' });

  await menu.getByRole('link', { name: 'All Agents' }).click();
  await expect(page).toHaveURL(/\/agentlist\?id=ZFM1001/);
  await expect(page.getByRole('heading', { name: 'All agents' })).toBeVisible();
  const agents = page.getByRole('table', { name: 'Your agents' });
  for (const name of SUB_AGENTS) await expect(agents.getByRole('cell', { name, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await menu.getByRole('link', { name: 'New Sales' }).click();
  await expect(page).toHaveURL(/\/newsales\?id=ZFM1001/);
  await expect(page.getByRole('heading', { name: 'New sales' })).toBeVisible();
  const byAgent = page.getByRole('table', { name: 'New sales by agent' });
  for (const name of SUB_AGENTS) await expect(byAgent.getByRole('cell', { name, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the relationship manager picks Rahul on Select Expert and lands on his dashboard', async ({ page }) => {
  await logIn(page, '/account/expert', MANAGER);
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await page.getByRole('navigation', { name: 'Expert menu' }).getByRole('link', { name: 'Select Expert' }).click();
  await expect(page).toHaveURL(/\/select-expert/);
  await expect(page.getByRole('heading', { name: 'Select an expert' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Work as Rahul Mehta' }).click();
  await expect(page).toHaveURL(/\/dashboard\/expert/);
  await expect(page.getByRole('heading', { name: 'Welcome, Rahul Mehta' })).toBeVisible();
  // Still the manager's session: Select Expert stays in the menu, and Rahul's merchant menu items appear.
  const menu = page.getByRole('navigation', { name: 'Expert menu' });
  await expect(menu.getByRole('link', { name: 'Select Expert' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'All Agents' })).toBeVisible();
  expect(await stored(page, 'merchant_id')).toBe('ZFM1001');
});
