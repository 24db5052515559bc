// GET /node/seo/{page}: the page's metadata in the language asked for, English otherwise, 404 when there is none.
import { seoMetadata } from '@/server/db/schema';
import { type ContentApp, body, contentApp } from '../../../support/contentApp';

jest.setTimeout(120_000);

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
  await t.handle.db.insert(seoMetadata).values([
    { page: 'videos', locale: 'en', title: 'Videos on investing | ZF', description: 'Short explainers', data: { h1: 'Learn by watching', title: 'ignored' } },
    { page: 'videos', locale: 'hi', title: 'निवेश वीडियो | ZF', description: 'छोटे वीडियो' },
  ]);
});
afterAll(async () => {
  await t?.handle.close();
});

it('answers title and description, with free-form extras that cannot override them', async () => {
  const res = await body(await t.call('/seo/videos'));
  expect(res).toMatchObject({ status: 'success', data: { title: 'Videos on investing | ZF', description: 'Short explainers', h1: 'Learn by watching', locale: 'en' } });
});

it('answers the language asked for, else English', async () => {
  expect((await body(await t.call('/seo/videos?locale=hi'))).data.title).toBe('निवेश वीडियो | ZF');
  expect((await body(await t.call('/seo/videos?locale=gu'))).data).toMatchObject({ locale: 'en', title: 'Videos on investing | ZF' });
});

it('answers 404 for a page nobody described, and 400 for a malformed one', async () => {
  const res = await t.call('/seo/articles');
  expect(res.status).toBe(404);
  expect(await body(res)).toEqual({ status: 'failed', message: 'No SEO metadata for this page' });
  expect((await t.call('/seo/%3Cscript%3E')).status).toBe(400);
});
