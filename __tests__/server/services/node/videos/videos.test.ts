// Videos over the seeded demo content, which has deliberate gaps: 'direct-vs-regular' has no Hindi version, no
// tax video exists in Punjabi and no fixed-deposit video in Marathi. Lists, the language fallback of one video,
// and likes, views and comments on it.
import { DEMO_VIDEOS } from '@/server/db/seed/content/videos';
import { stableId } from '@/server/db/seed/ids';
import { MESSAGES, TEXT_LIMIT } from '@/utils/validation';
import { ASHA, type ContentApp, VIKRAM, body, contentApp } from '../../../support/contentApp';

jest.setTimeout(120_000);

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(async () => {
  await t?.handle.close();
});

const keysOf = (list: { video_key: string }[]) => list.map((v) => v.video_key).sort();
const seeded = (pick: (v: (typeof DEMO_VIDEOS)[number]) => boolean, locale: string) =>
  DEMO_VIDEOS.filter((v) => pick(v) && locale in v.versions)
    .map((v) => v.slug)
    .sort();

describe('video lists', () => {
  it('answers featured videos in a language', async () => {
    const res = await body(await t.call('/video/featured/en'));
    expect(res.status).toBe('success');
    expect(keysOf(res.data)).toEqual(seeded((v) => v.featured, 'en'));
    expect(res.data.every((v: { locale: string }) => v.locale === 'en')).toBe(true);
  });

  it('answers a category in a language, and an empty list where the language has none', async () => {
    const tax = await body(await t.call('/video/category/tax/hi'));
    expect(keysOf(tax.data)).toEqual(seeded((v) => v.category === 'tax', 'hi'));
    expect(tax.data.length).toBeGreaterThan(0);
    expect(await body(await t.call('/video/category/tax/pj'))).toEqual({ status: 'success', data: [] });
  });

  it('answers the mutual fund and fixed deposit shelves', async () => {
    const mf = await body(await t.call('/video/mutualfund/en'));
    expect(keysOf(mf.data)).toEqual(seeded((v) => v.category === 'mutual-funds', 'en'));
    const fd = await body(await t.call('/video/fixeddeposit/hi'));
    expect(keysOf(fd.data)).toEqual(seeded((v) => v.category === 'fixed-deposit', 'hi'));
    expect((await body(await t.call('/video/fixeddeposit/mh'))).data).toEqual([]);
  });

  it('refuses an unknown language', async () => {
    expect((await t.call('/video/featured/xx')).status).toBe(400);
    expect((await t.call('/video/category/tax/fr')).status).toBe(400);
  });
});

describe('GET /node/video/{id}/{locale}', () => {
  it('answers the version in the language asked for, with its title and the languages it exists in', async () => {
    const res = await body(await t.call('/video/direct-vs-regular/en'));
    expect(res.status).toBe('success');
    expect(res.fallback_from).toBeUndefined();
    expect(res.data).toMatchObject({ video_key: 'direct-vs-regular', locale: 'en', default_locale: 'en' });
    expect(res.data.title).toBe(DEMO_VIDEOS.find((v) => v.slug === 'direct-vs-regular')!.versions.en!.title);
    expect(res.data.url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(res.data.locales.sort()).toEqual(Object.keys(DEMO_VIDEOS.find((v) => v.slug === 'direct-vs-regular')!.versions).sort());
  });

  it("falls back to the video's default language and names the language asked for", async () => {
    const hi = await body(await t.call('/video/direct-vs-regular/hi'));
    expect(hi).toMatchObject({ status: 'success', fallback_from: 'hi', data: { locale: 'en', title: expect.any(String) } });
    expect(hi.data.locales).not.toContain('hi');
    // senior-citizen-fd is a Hindi-first video with no Gujarati version: Hindi, not English, is the fallback.
    const gu = await body(await t.call('/video/senior-citizen-fd/gu'));
    expect(gu).toMatchObject({ fallback_from: 'gu', data: { locale: 'hi', default_locale: 'hi' } });
  });

  it('answers 404 for a video that does not exist', async () => {
    const res = await t.call('/video/no-such-video/en');
    expect(res.status).toBe(404);
    expect((await body(res)).message).toBe('This video does not exist');
  });
});

describe('reactions on a video', () => {
  const NAV_HI = stableId('video:nav-explained:hi');

  it('adds a comment that the next GET of the video shows', async () => {
    const res = await body(await t.call('/video/comment', { method: 'PUT', body: { video_id: NAV_HI, comment: 'बहुत उपयोगी' }, as: ASHA }));
    expect(res.status).toBe('success');
    expect(res.data.Attributes.comments.map((c: { comment: string }) => c.comment)).toContain('बहुत उपयोगी');
    const video = await body(await t.call('/video/nav-explained/hi'));
    expect(video.data.comments).toEqual(expect.arrayContaining([expect.objectContaining({ comment: 'बहुत उपयोगी', user_id: ASHA })]));
  });

  it('applies the comment text rules', async () => {
    const empty = await t.call('/video/comment', { method: 'PUT', body: { video_id: NAV_HI, comment: '' }, as: ASHA });
    expect((await body(empty)).message).toBe(MESSAGES.commentEmpty);
    const long = await t.call('/video/comment', { method: 'PUT', body: { video_id: NAV_HI, comment: 'z'.repeat(TEXT_LIMIT + 1) }, as: ASHA });
    expect(long.status).toBe(400);
    expect((await body(long)).message).toBe(MESSAGES.textTooLong);
  });

  it('likes once per person, reading status and data.Attributes', async () => {
    const before = (await body(await t.call('/video/nav-explained/hi'))).data.likes;
    const someone = stableId('user:9000000112');
    const first = await body(await t.call('/video/like', { method: 'PUT', body: { video_id: NAV_HI }, as: someone }));
    expect(first).toMatchObject({ status: 'success', data: { Attributes: { likes: before + 1 } } });
    const again = await body(await t.call('/video/like', { method: 'PUT', body: { video_id: NAV_HI }, as: someone }));
    expect(again.data.Attributes.likes).toBe(before + 1);
    expect((await t.call('/video/like', { method: 'PUT', body: { video_id: NAV_HI } })).status).toBe(401);
  });

  it('counts a view once per visit', async () => {
    const view = () => t.call('/video/view', { method: 'PUT', body: { video_id: NAV_HI }, as: VIKRAM });
    expect((await body(await view())).data.counted).toBe(true);
    expect((await body(await view())).data.counted).toBe(false);
  });

  it('answers 404 for a video id that does not exist', async () => {
    const res = await t.call('/video/like', { method: 'PUT', body: { video_id: stableId('video:none:en') }, as: ASHA });
    expect(res.status).toBe(404);
  });
});
