// Video and article pages against the demo: the language fallbacks (another language, with a notice), with
// the seed's deliberate gaps ('direct-vs-regular' has no Hindi version; no tax video exists in Punjabi),
// server-rendered content, the click-to-load player, and structured data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const EN_TITLE = 'Direct and regular plans compared';

test('a Hindi video page without a Hindi version says so and plays the default language', async ({ page, request }) => {
  // Server-rendered: the notice and the English title are in the HTML itself.
  const html = await (await request.get('/videos/direct-vs-regular?lang=hi')).text();
  expect(html).toContain('This video is not available in Hindi!');
  expect(html).toContain(EN_TITLE);
  expect(html).toContain('"@type":"VideoObject"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/videos\/direct-vs-regular"/);

  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/videos/direct-vs-regular?lang=hi');
  await expect(page.getByText('This video is not available in Hindi!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: EN_TITLE })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: `Play video: ${EN_TITLE}` }).click();
  const player = page.locator(`iframe[title="${EN_TITLE}"]`);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/DEMOdvr0003\?autoplay=1/);
  expect(errors).toEqual([]);
});

test('axe finds no serious or critical violation on the videos page and a video page', async ({ page }) => {
  for (const path of ['/videos?lang=mh', '/videos/direct-vs-regular?lang=gu']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
});

test('a category without videos in the language says so and shows the English ones', async ({ page }) => {
  await page.goto('/videos?lang=pj&category=tax');
  const tax = page.getByRole('region', { name: 'Tax' });
  await expect(tax.getByText('Videos are not available in Punjabi!')).toBeVisible();
  await expect(tax.getByRole('link').first()).toHaveAttribute('href', /^\/videos\/[a-z0-9-]+$/);
});

test('an article page is server-rendered with its author, language versions and structured data', async ({ page, request }) => {
  const html = await (await request.get('/m/what-is-a-sip')).text();
  expect(html).toContain('What is a SIP and how does it work?');
  expect(html).toContain('"@type":"Article"');
  expect(html).toMatch(/<link rel="alternate" hrefLang="hi" href="[^"]*\/m\/hi\/what-is-a-sip"/i);

  await page.goto('/m/what-is-a-sip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is a SIP and how does it work?');
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to comment' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});
