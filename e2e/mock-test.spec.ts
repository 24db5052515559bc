import { test, expect } from '@playwright/test';

// A NISM Series V-A mock test in a real browser: the list and intro are in the server HTML, progress survives a
// reload (sessionStorage), and submitting shows the score and the review.
test('start a mock test, answer two questions, reload, keep progress, submit and see the score', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });

  await page.goto('/m/nism-series-v-a-mock-test');
  await expect(page.getByRole('heading', { level: 1, name: 'NISM Series V-A mock tests' })).toBeVisible();
  await page.getByRole('link', { name: 'Open mock test 1' }).click();
  await expect(page).toHaveURL(/\/m\/nism-series-v-a-mock-test\/nism-va-mock-1$/);

  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByText('Question 1 of 25')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:5\d)$/);

  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 25')).toBeVisible();
  await page.getByRole('radio').nth(2).check();
  await expect(page.getByText('2 of 25 answered')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Question 2 of 25')).toBeVisible();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await expect(page.getByText('2 of 25 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();

  await page.getByRole('button', { name: 'Submit test' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You have not answered 23 of 25 questions');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'Your score' })).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d+)? \/ 25/)).toBeVisible();
  await expect(page.getByText('Not passed (pass mark 50%)', { exact: false })).toBeVisible();
  await expect(page.getByText('Correct answer').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the mock test pages are server-rendered with their content and structured data', async ({ request }) => {
  const list = await request.get('/m/nism-series-v-a-mock-test');
  expect(list.status()).toBe(200);
  const html = await list.text();
  expect(html).toContain('NISM Series V-A mock test 1');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('"@type":"FAQPage"');

  const paper = await request.get('/m/nism-series-v-a-mock-test/nism-va-mock-1');
  expect(paper.headers()['cache-control']).toContain('s-maxage=300');
  const paperHtml = await paper.text();
  expect(paperHtml).toContain('Before you start');
  // The paper in the page data never carries the answers.
  expect(paperHtml).not.toMatch(/correct_option|"explanation"/);

  expect((await request.get('/m/nism-series-v-a-mock-test/no-such-test')).status()).toBe(404);
});
