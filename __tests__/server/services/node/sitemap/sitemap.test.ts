// GET /node/sitemap and /node/sitemap/{kind} over the seeded demo content: every published article and video
// version, every question and every listed expert, at the addresses their pages use; files cut by `limit`.
import { eq, sql } from 'drizzle-orm';
import { articles, experts, questions, users, videos } from '@/server/db/schema';
import { ARTICLES_EN } from '@/server/db/seed/content/articles-en';
import { DEMO_VIDEOS } from '@/server/db/seed/content/videos';
import { stableId } from '@/server/db/seed/ids';
import { type ContentApp, body, contentApp } from '../../../support/contentApp';

jest.setTimeout(120_000);

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(async () => {
  await t?.handle.close();
});

type Entry = { path: string; lastmod: string | null };
async function allPaths(kind: string): Promise<Entry[]> {
  const res = await t.call(`/sitemap/${kind}`);
  expect(res.status).toBe(200);
  return (await body(res)).data.items;
}

describe('GET /node/sitemap', () => {
  it('summarises each kind with the number of pages the database holds', async () => {
    const res = await t.call('/sitemap');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const data: { kind: string; total: number; pages: { page: number; lastmod: string }[] }[] = (await body(res)).data;
    expect(data.map((d) => d.kind)).toEqual(['articles', 'videos', 'questions', 'experts']);

    const now = t.clock.now().toISOString();
    const count = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
    const db = t.handle.db;
    const expected = {
      articles: await count(db.select({ n: sql<number>`count(*)` }).from(articles).where(sql`${articles.publishedAt} <= ${now}::timestamptz`)),
      videos: await count(db.select({ n: sql<number>`count(*)` }).from(videos).where(sql`${videos.publishedAt} <= ${now}::timestamptz`)),
      questions: await count(db.select({ n: sql<number>`count(*)` }).from(questions)),
      experts: await count(
        db.select({ n: sql<number>`count(*)` }).from(experts).innerJoin(users, eq(users.id, experts.userId)).where(sql`${users.name} IS NOT NULL AND 'expert' = ANY(${users.roles}) AND NOT ${experts.currentLogin}`),
      ),
    };
    for (const d of data) {
      expect(d.total).toBe(expected[d.kind as keyof typeof expected]);
      expect(d.total).toBeGreaterThan(0);
      // Everything fits one file of 45,000; its lastmod is a UTC date-time.
      expect(d.pages).toHaveLength(1);
      expect(d.pages[0].lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it('cuts a kind into files of `limit` pages, with the newest change of each file', async () => {
    const whole = await allPaths('videos');
    const res = await body(await t.call('/sitemap?limit=3'));
    const summary = res.data.find((d: { kind: string }) => d.kind === 'videos');
    expect(summary.pages.map((p: { page: number }) => p.page)).toEqual(Array.from({ length: Math.ceil(whole.length / 3) }, (_, i) => i + 1));

    const second = (await body(await t.call('/sitemap/videos?page=2&limit=3'))).data;
    expect(second).toMatchObject({ kind: 'videos', page: 2, page_size: 3, total: whole.length });
    expect(second.items).toEqual(whole.slice(3, 6));
    const newest = second.items.map((e: Entry) => e.lastmod).sort().at(-1);
    expect(summary.pages[1].lastmod).toBe(newest);
  });

  it('answers 404 past the last file and 400 for an unknown kind or a bad page', async () => {
    const { total } = (await body(await t.call('/sitemap/questions?limit=2'))).data;
    const last = Math.ceil(total / 2);
    expect((await t.call(`/sitemap/questions?limit=2&page=${last}`)).status).toBe(200);
    expect((await t.call(`/sitemap/questions?limit=2&page=${last + 1}`)).status).toBe(404);
    expect((await t.call('/sitemap/users')).status).toBe(400);
    expect((await t.call('/sitemap/articles?page=0')).status).toBe(400);
    expect((await t.call('/sitemap/articles?limit=45001')).status).toBe(400);
  });
});

describe('paths of the content pages', () => {
  it('lists every language version of an article, English without a prefix', async () => {
    const paths = (await allPaths('articles')).map((e) => e.path);
    const slug = ARTICLES_EN[0].slug;
    expect(paths).toContain(`/m/${slug}`);
    const locales = (await t.handle.db.select({ locale: articles.locale }).from(articles).where(eq(articles.slug, slug))).map((r) => r.locale);
    for (const l of locales.filter((l) => l !== 'en')) expect(paths).toContain(`/m/${l}/${slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out an article or video that is not published yet, until it is', async () => {
    const future = new Date(t.clock.now().getTime() + 86_400_000);
    await t.handle.db.insert(articles).values({ id: stableId('article:sitemap-draft:en'), slug: 'sitemap-draft', locale: 'en', title: 'Draft', body: 'Not yet', publishedAt: future });
    expect((await allPaths('articles')).map((e) => e.path)).not.toContain('/m/sitemap-draft');
    t.advance(2 * 86_400_000);
    const entry = (await allPaths('articles')).find((e) => e.path === '/m/sitemap-draft');
    expect(entry?.lastmod).toBeTruthy();
  });

  it('lists each video once per language, other languages with ?lang=', async () => {
    const paths = (await allPaths('videos')).map((e) => e.path);
    const video = DEMO_VIDEOS.find((v) => Object.keys(v.versions).length > 1)!;
    for (const locale of Object.keys(video.versions)) {
      expect(paths).toContain(locale === 'en' ? `/videos/${video.slug}` : `/videos/${video.slug}?lang=${locale}`);
    }
    const rows = await t.handle.db.select({ n: sql<number>`count(*)` }).from(videos);
    expect(paths).toHaveLength(Number(rows[0].n));
  });

  it('lists questions at /questions/{id}-{slug} and moves lastmod when an answer changes', async () => {
    const [q] = await t.handle.db.select({ id: questions.id, slug: questions.slug }).from(questions).where(sql`${questions.slug} IS NOT NULL`).limit(1);
    const find = async () => (await allPaths('questions')).find((e) => e.path === `/questions/${q.id}-${q.slug}`);
    const before = await find();
    expect(before).toBeDefined();
    await t.handle.db.execute(sql`UPDATE answers SET updated_at = now() + interval '1 day' WHERE question_id = ${q.id}`);
    const after = await find();
    // Questions without answers keep their own date; this one has answers in the seed.
    expect(Date.parse(after!.lastmod!)).toBeGreaterThan(Date.parse(before!.lastmod!));
  });

  it('lists experts at /experts/{id}-{name}, and not a user without the expert role', async () => {
    const entries = await allPaths('experts');
    const [e] = await t.handle.db
      .select({ id: experts.id, name: users.name, userId: users.id })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(sql`${users.name} IS NOT NULL`)
      .limit(1);
    const slug = e.name!.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    expect(entries.map((x) => x.path)).toContain(`/experts/${e.id}-${slug}`);

    await t.handle.db.update(users).set({ roles: ['user'] }).where(eq(users.id, e.userId));
    expect((await allPaths('experts')).map((x) => x.path)).not.toContain(`/experts/${e.id}-${slug}`);
  });
});
