// Questions and answers in the browser, against the running demo: a logged-in investor asks, an expert answers,
// the investor likes the answer and the count goes up; the pages are server-rendered with their QAPage data.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EXPERT, INVESTOR, outboxOtp } from './support/auth';


/** The login page as a person uses it, coming back to `next` afterwards. */
async function loggedInPage(browser: Browser, loginPath: string, mobile: string, next: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${loginPath}?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('OTP sent')).toBeVisible();
  await page.getByLabel('Enter the 6-digit OTP').fill(await outboxOtp(page.request, mobile));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
  return page;
}

test.describe('asking, answering and liking', () => {
  test.describe.configure({ mode: 'serial' });
  const text = `Is a balanced advantage fund right for a first-time investor? (e2e ${Date.now()})`;
  let investor: Page;
  let expert: Page;
  let questionPath = '';

  test.afterAll(async () => {
    await investor?.close();
    await expert?.close();
  });

  test('the investor asks a question and lands on its page', async ({ browser }) => {
    investor = await loggedInPage(browser, '/account/user', INVESTOR, '/questions');
    const field = investor.getByLabel('Ask a question');
    await investor.getByRole('button', { name: 'Ask' }).click();
    await expect(investor.locator('main').getByRole('alert')).toHaveText('Question cannot be empty');
    await field.fill(text);
    await expect(investor.getByText(`${text.length} / 5,000 characters`)).toBeVisible();
    await investor.getByRole('button', { name: 'Ask' }).click();
    await investor.waitForURL(/\/questions\/[0-9a-f-]{36}-is-a-balanced-advantage-fund/);
    questionPath = new URL(investor.url()).pathname;
    await expect(investor.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(investor.getByRole('heading', { name: 'No answers yet' })).toBeVisible();
  });

  test('the expert answers it, marked with ARN and the registered-expert badge', async ({ browser }) => {
    expert = await loggedInPage(browser, '/account/expert', EXPERT, questionPath);
    await expert.getByRole('button', { name: 'Post answer' }).click();
    await expect(expert.locator('main').getByRole('alert')).toHaveText('Answer cannot be empty');
    await expert.getByLabel('Your answer').fill('Yes, for money you will not need for three years or more: it moves between equity and debt for you.');
    await expert.getByRole('button', { name: 'Post answer' }).click();
    const answer = expert.locator('li[id^="answer-"]').first();
    await expect(answer).toContainText('it moves between equity and debt for you');
    await expect(answer).toContainText('Expert · ARN-245871');
    await expect(answer.getByText('Registered expert')).toBeVisible();
  });

  test('the investor sees the answer, likes it, and the count goes up once', async () => {
    const views: string[] = [];
    investor.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/view')) views.push(r.url());
    });
    await investor.goto(questionPath);
    const answer = investor.locator('li[id^="answer-"]').first();
    await expect(answer).toContainText('Rahul Mehta');
    await expect(answer).toContainText('0 likes');
    await answer.getByRole('button', { name: 'Like' }).click();
    await expect(answer).toContainText('1 like');
    await expect(answer.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    // A second like of the same answer is 'failed': the error shows by that answer and goes away again.
    await answer.getByRole('button', { name: 'Liked' }).click();
    await expect(answer.getByRole('alert')).toHaveText('You have already liked this answer');
    await expect(answer.getByRole('alert')).toBeHidden({ timeout: 10_000 });
    await investor.reload();
    await expect(investor.locator('li[id^="answer-"]').first()).toContainText('1 like');
    expect(views.length).toBeGreaterThanOrEqual(1);
  });

  test('the question page is server-rendered with its answer, canonical address and QAPage data', async ({ request }) => {
    const res = await request.get(questionPath);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('s-maxage=300');
    const html = await res.text();
    expect(html).toContain('it moves between equity and debt for you');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${questionPath}"`));
    expect(html).toContain('"@type":"QAPage"');
    // The slug is cosmetic: a wrong one is redirected to the canonical address.
    const id = questionPath.split('/')[2].slice(0, 36);
    const wrong = await request.get(`/questions/${id}-old-words`, { maxRedirects: 0 });
    expect([301, 308]).toContain(wrong.status());
    expect(wrong.headers()['location']).toContain(questionPath);
  });
});

test('the lists exist for every supported language and nothing else', async ({ request }) => {
  const all = await request.get('/questions');
  expect(all.status()).toBe(200);
  const html = await all.text();
  expect(html).toContain('hrefLang="mr"');
  for (const lang of ['en', 'hi', 'gu', 'mh', 'pj']) expect((await request.get(`/${lang}/questions`)).status()).toBe(200);
  for (const lang of ['fr', 'bn', 'xx']) expect((await request.get(`/${lang}/questions`)).status()).toBe(404);
});

test('a public profile shows questions and answers, and redirects a wrong name part', async ({ page, request }) => {
  await page.goto('/questions');
  const profileLink = page.getByRole('link', { name: 'Asha Verma' }).first();
  const href = await profileLink.getAttribute('href');
  expect(href).toMatch(/^\/users\/asha-verma-[0-9a-f-]{36}$/);
  await page.goto(href as string);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asha Verma');
  await expect(page.getByRole('heading', { name: /Questions asked/ })).toBeVisible();
  const id = (href as string).slice(-36);
  const wrong = await request.get(`/users/someone-${id}`, { maxRedirects: 0 });
  expect(wrong.headers()['location']).toContain(href as string);
  expect((await request.get('/users/nobody-00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  // No phone number on the page or in its data.
  expect(await page.content()).not.toContain(INVESTOR);
});
