// Articles over the seeded demo content: the list by language and category with paging, one article with its
// author, reading time, related articles, languages and comments; views counted once per visit, likes once per
// person, comments with the shared text rules, the posting limit, and author-only edit and delete.
import { and, count, eq } from 'drizzle-orm';
import { likes } from '@/server/db/schema';
import { ARTICLES_EN } from '@/server/db/seed/content/articles-en';
import { stableId } from '@/server/db/seed/ids';
import { MESSAGES, TEXT_LIMIT } from '@/utils/validation';
import { ASHA, type ContentApp, VIKRAM, body, contentApp } from '../../../support/contentApp';

jest.setTimeout(120_000);

const SIP_EN = stableId('article:what-is-a-sip:en');
const MINUTE = 60_000;
let t: ContentApp;

beforeAll(async () => {
  t = await contentApp();
});
afterAll(async () => {
  await t?.handle.close();
});

describe('GET /node/article/list', () => {
  it('lists one language newest first, with paging and the categories that have articles', async () => {
    const first = await body(await t.call('/article/list?locale=en&limit=3'));
    expect(first.status).toBe('success');
    expect(first.data.total).toBe(ARTICLES_EN.length);
    expect(first.data.pages).toBe(Math.ceil(ARTICLES_EN.length / 3));
    expect(first.data.items).toHaveLength(3);
    expect(first.data.items.every((a: { locale: string }) => a.locale === 'en')).toBe(true);
    const dates = first.data.items.map((a: { published_at: string }) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await body(await t.call('/article/list?locale=en&limit=3&page=2'));
    const firstSlugs = first.data.items.map((a: { slug: string }) => a.slug);
    for (const a of second.data.items) expect(firstSlugs).not.toContain(a.slug);

    const byCategory = Object.fromEntries(first.data.categories.map((c: { category: string; count: number }) => [c.category, c.count]));
    for (const category of new Set(ARTICLES_EN.map((a) => a.category)))
      expect(byCategory[category]).toBe(ARTICLES_EN.filter((a) => a.category === category).length);
  });

  it('filters by category and says when a page is past the end', async () => {
    const tax = await body(await t.call('/article/list?locale=en&category=tax'));
    expect(tax.data.items.map((a: { slug: string }) => a.slug).sort()).toEqual(
      ARTICLES_EN.filter((a) => a.category === 'tax').map((a) => a.slug).sort(),
    );
    const past = await body(await t.call('/article/list?locale=en&category=tax&page=9'));
    expect(past.data.items).toEqual([]);
    expect(past.data.total).toBe(tax.data.total);
  });

  it('lists other languages and refuses unknown ones', async () => {
    const hi = await body(await t.call('/article/list?locale=hi'));
    expect(hi.data.items.length).toBeGreaterThan(0);
    expect(hi.data.items.every((a: { locale: string }) => a.locale === 'hi')).toBe(true);
    const bad = await t.call('/article/list?locale=fr');
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toMatch(/Language must be one of en, hi, gu, mh, pj/);
  });
});

describe('GET /node/article/{slug}/{locale}', () => {
  it('answers the article with author, reading time, related articles, languages and comments', async () => {
    const res = await t.call('/article/what-is-a-sip/en');
    expect(res.status).toBe(200);
    const { data } = await body(res);
    const seed = ARTICLES_EN.find((a) => a.slug === 'what-is-a-sip')!;
    expect(data.title).toBe(seed.title);
    expect(data.body).toContain(seed.body[0]);
    const words = data.body.replace(/<[^>]*>/g, ' ').trim().split(/\s+/).length;
    expect(data.reading_time_min).toBe(Math.max(1, Math.ceil(words / 200)));
    expect(data.author.name).toEqual(expect.any(String));
    expect(data.author.arn_status).toBe('validated');
    expect(data.author.arn_valid_till).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(data.locales).toEqual(expect.arrayContaining(['en', 'hi', 'gu', 'mh', 'pj']));
    expect(data.related.length).toBeGreaterThan(0);
    for (const r of data.related) {
      expect(r.category).toBe(seed.category);
      expect(r.slug).not.toBe('what-is-a-sip');
    }
    expect(data.comments.map((c: { comment: string }) => c.comment)).toContain('The worked example made rupee cost averaging click for me.');
  });

  it('answers /article/{slug} in English and 404 for an article that is not there', async () => {
    expect((await body(await t.call('/article/what-is-a-sip'))).data.locale).toBe('en');
    const missing = await t.call('/article/no-such-article/en');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toEqual({ status: 'failed', message: 'This article does not exist' });
    // Marathi has no expense-ratio article.
    expect((await t.call('/article/expense-ratio/mh')).status).toBe(404);
  });
});

describe('PUT /node/article/view', () => {
  const view = (headers: Record<string, string> = {}, as?: string) =>
    t.call('/article/view', { method: 'PUT', body: { article_id: SIP_EN }, headers, as });

  it('counts a visitor once per 30 minutes, and another browser separately', async () => {
    const first = await body(await view({ 'user-agent': 'reader-a' }));
    expect(first).toMatchObject({ status: 'success', data: { counted: true } });
    const again = await body(await view({ 'user-agent': 'reader-a' }));
    expect(again.data).toMatchObject({ counted: false, Attributes: { views: first.data.Attributes.views } });
    const other = await body(await view({ 'user-agent': 'reader-b' }));
    expect(other.data).toMatchObject({ counted: true, Attributes: { views: first.data.Attributes.views + 1 } });

    t.advance(29 * MINUTE);
    expect((await body(await view({ 'user-agent': 'reader-a' }))).data.counted).toBe(false);
    t.advance(2 * MINUTE);
    expect((await body(await view({ 'user-agent': 'reader-a' }))).data.counted).toBe(true);
  });

  it('counts a logged-in reader by account, whatever the browser', async () => {
    expect((await body(await view({ 'user-agent': 'phone' }, VIKRAM))).data.counted).toBe(true);
    expect((await body(await view({ 'user-agent': 'laptop' }, VIKRAM))).data.counted).toBe(false);
  });

  it('answers 404 for an article id that does not exist', async () => {
    for (const id of [stableId('article:nothing:en'), 'not-a-uuid']) {
      const res = await t.call('/article/view', { method: 'PUT', body: { article_id: id } });
      expect(res.status).toBe(404);
    }
  });
});

describe('PUT /node/article/like', () => {
  const like = (as?: string, id = SIP_EN) => t.call('/article/like', { method: 'PUT', body: { article_id: id }, as });

  it('needs a login', async () => {
    const res = await like();
    expect(res.status).toBe(401);
    expect((await body(res)).status).toBe('failed');
  });

  it('counts one like per person and answers data.Attributes.likes', async () => {
    // An English article Vikram has not liked in the seed.
    const liked = new Set(
      (await t.handle.db.select({ id: likes.targetId }).from(likes).where(eq(likes.userId, VIKRAM))).map((r) => r.id),
    );
    const slug = ARTICLES_EN.map((a) => a.slug).find((s) => !liked.has(stableId(`article:${s}:en`)))!;
    const id = stableId(`article:${slug}:en`);
    const before = (await body(await t.call(`/article/${slug}/en`))).data.likes;
    const first = await body(await like(VIKRAM, id));
    expect(first).toMatchObject({ status: 'success', data: { Attributes: { likes: before + 1 }, added: true } });
    const repeat = await body(await like(VIKRAM, id));
    expect(repeat).toMatchObject({ status: 'success', data: { Attributes: { likes: before + 1 }, added: false } });
    const [rows] = await t.handle.db.select({ n: count() }).from(likes).where(and(eq(likes.targetType, 'article'), eq(likes.targetId, id)));
    expect(rows.n).toBe(before + 1);
  });
});

describe('PUT /node/article/comment', () => {
  const comment = (text: unknown, as: string | null = ASHA, id = SIP_EN) =>
    t.call('/article/comment', { method: 'PUT', body: { article_id: id, comment: text }, as: as ?? undefined });

  it('needs a login', async () => {
    expect((await comment('Nice', null)).status).toBe(401);
  });

  it.each([[''], ['   '], [undefined]])('refuses an empty comment (%p)', async (text) => {
    const res = await comment(text);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(MESSAGES.commentEmpty);
  });

  it('takes 5000 characters and refuses 5001', async () => {
    const tooLong = await comment('x'.repeat(TEXT_LIMIT + 1));
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).message).toBe(MESSAGES.textTooLong);
    const atLimit = await comment('y'.repeat(TEXT_LIMIT));
    expect(atLimit.status).toBe(200);
  });

  it('stores the text as given and answers the comments in data.Attributes.comments', async () => {
    const text = '<img src=x onerror=alert(1)> Is a SIP date change allowed?';
    const res = await body(await comment(text));
    expect(res.status).toBe('success');
    const mine = res.data.Attributes.comments.find((c: { comment: string }) => c.comment === text);
    expect(mine).toMatchObject({ user_id: ASHA, user_name: 'Asha Verma' });
    const page = await body(await t.call('/article/what-is-a-sip/en'));
    expect(page.data.comments.map((c: { comment: string }) => c.comment)).toContain(text);
  });
});
