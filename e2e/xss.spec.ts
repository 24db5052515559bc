// The XSS corpus (e2e/fixtures/xss-payloads.ts) posted through the API as questions, answers and comments by the
// logged-in demo investor, then opened in Chromium: no payload may run. Every payload that could execute calls
// window.__xss++ and alert(), so a run shows up as a counter above zero or as a dialog. The payloads must also
// be on the page as the text that was typed, and nothing in people's text may have become an element other than
// an http(s) link.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, INVESTOR, outboxOtp } from './support/auth';
import { XSS_PAYLOADS, corpusText } from './fixtures/xss-payloads';

const RUN = `XSS corpus ${Date.now()}`;

interface Posted {
  token: string;
  userId: string;
  corpusQuestion: { id: string; path: string };
  questions: { id: string; path: string; payload: string; name: string }[];
}

/** Logs the page in through the login form and returns the access token the web app stored. */
async function logInInvestor(page: Page): Promise<{ token: string; userId: string }> {
  await page.goto('/account/user?next=/questions');
  await page.getByLabel('Mobile number').fill(INVESTOR);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('OTP sent')).toBeVisible();
  await page.getByLabel('Enter the 6-digit OTP').fill(await outboxOtp(page.request, INVESTOR));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/questions');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('access-token'), userId: localStorage.getItem('user_id') }));
  // The storage module may keep values JSON-encoded.
  const clean = (v: string | null) => (v ?? '').replace(/^"|"$/g, '');
  return { token: clean(stored.token), userId: clean(stored.userId) };
}

async function api<T>(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const res = await request.fetch(`${API}/node${path}`, { method, headers: { 'access-token': token }, data: body });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const pathOf = (q: { id: string; slug: string | null }) => (q.slug ? `/questions/${q.id}-${q.slug}` : `/questions/${q.id}`);

/** Arms the page: a counter the payloads would raise, and every dialog recorded (and dismissed). */
async function armed(page: Page): Promise<{ dialogs: string[] }> {
  const record = { dialogs: [] as string[] };
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  page.on('dialog', (d) => {
    record.dialogs.push(d.message());
    void d.dismiss();
  });
  return record;
}

/** Nothing ran, and nothing in people's text became an element other than an http(s) link with the right rel. */
async function expectInert(page: Page, record: { dialogs: string[] }, where: string) {
  // Broken images and frames report their errors shortly after load.
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(record.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), `__xss on ${where}`).toBe(0);
  const found = await page.evaluate(() => {
    const inUserText = Array.from(document.querySelectorAll('[data-user-text] *')).map((el) => ({
      tag: el.tagName,
      href: el.getAttribute('href'),
      rel: el.getAttribute('rel'),
    }));
    const handlers = Array.from(document.querySelectorAll('main *')).filter((el) => el.getAttributeNames().some((n) => n.startsWith('on'))).length;
    const planted = document.querySelectorAll('main script, main iframe, main object, main embed, main img[onerror], main svg[onload], main style, main base, main meta').length;
    const headPlanted = document.querySelectorAll('head base, head meta[http-equiv="refresh"]').length;
    return { inUserText, handlers, planted, headPlanted };
  });
  for (const el of found.inUserText) {
    expect(el.tag, `element in user text on ${where}`).toBe('A');
    expect(el.href).toMatch(/^https?:\/\//);
    expect(el.rel).toBe('nofollow ugc noopener');
  }
  expect([found.handlers, found.planted, found.headPlanted], `handlers / planted elements on ${where}`).toEqual([0, 0, 0]);
}

async function userTexts(page: Page): Promise<string[]> {
  return page.locator('[data-user-text]').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
}

test.describe('the XSS corpus stays inert', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);
  let posted: Posted;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const { token, userId } = await logInInvestor(page);
    await page.close();
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    const request = (await browser.newContext()).request;
    // One question carries the whole corpus (in the title, description and JSON-LD too); each payload is
    // also an answer to it, a comment on its first answer, and a question of its own.
    const corpus = await api<{ id: string; slug: string | null }>(request, token, 'POST', '/question/add', { question: corpusText(RUN), locale: 'en' });
    const answerIds: string[] = [];
    for (const { payload } of XSS_PAYLOADS) answerIds.push((await api<{ id: string }>(request, token, 'PUT', `/question/${corpus.id}/answer`, { answer: payload })).id);
    for (const { payload } of XSS_PAYLOADS) await api(request, token, 'PUT', `/question/answer/${answerIds[0]}/comment`, { comment: payload });
    const questions: Posted['questions'] = [];
    for (const { name, payload } of XSS_PAYLOADS) {
      const q = await api<{ id: string; slug: string | null }>(request, token, 'POST', '/question/add', { question: payload, locale: 'en' });
      questions.push({ id: q.id, path: pathOf(q), payload, name });
    }
    posted = { token, userId, corpusQuestion: { id: corpus.id, path: pathOf(corpus) }, questions };
  });

  test('the corpus question page: every payload shown as text in the question, answers and comments', async ({ page }) => {
    const record = await armed(page);
    await page.goto(posted.corpusQuestion.path);
    await expectInert(page, record, 'the corpus question');
    const texts = await userTexts(page);
    expect(texts).toContain(corpusText(RUN));
    for (const { name, payload } of XSS_PAYLOADS) {
      // Once as an answer and once as a comment on the first answer.
      expect([name, texts.filter((t) => t === payload).length]).toEqual([name, 2]);
    }
    // The title and the structured data carry the text as data: JSON-LD still parses and holds the corpus.
    expect(await page.title()).toContain(RUN);
    const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? 'null')));
    const qa = ld.find((d) => d?.['@type'] === 'QAPage');
    expect(qa.mainEntity.text).toBe(corpusText(RUN));
    expect(qa.mainEntity.suggestedAnswer.map((a: { text: string }) => a.text).sort()).toEqual(XSS_PAYLOADS.map((p) => p.payload).sort());
  });

  test('each payload as a question of its own', async ({ page }) => {
    const record = await armed(page);
    for (const q of posted.questions) {
      await page.goto(q.path);
      await expectInert(page, record, q.name);
      await expect(page.locator('h1[data-user-text]')).toHaveText(q.payload, { useInnerText: false });
    }
  });

  test('the lists and the profile that show these questions', async ({ page }) => {
    const record = await armed(page);
    for (const path of ['/questions', '/questions?page=2', '/questions?page=3', '/en/questions']) {
      await page.goto(path);
      await expectInert(page, record, path);
    }
    await page.goto('/questions');
    const titles = await page.locator('main li h2 a').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    // The newest twenty are the last payload questions posted, shown as link text.
    for (const q of posted.questions.slice(-20)) expect(titles).toContain(q.payload);

    await page.goto(`/users/${posted.userId}`);
    await page.waitForURL(/\/users\/asha-verma-/);
    await expectInert(page, record, 'the profile');
    const texts = await userTexts(page);
    for (const { payload } of XSS_PAYLOADS) expect(texts).toContain(payload);
  });
});
