// Reads of articles with their authors (an expert, joined to the account for the name). Only articles whose
// publishing time has come are listed or shown.
import { and, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, experts, users } from '../../../db/schema';
import type { Locale } from '../../../db/schema';

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  locale: articles.locale,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  coverImageUrl: articles.coverImageUrl,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  likes: articles.likes,
  views: articles.views,
  // Reading time only needs the word count; the body itself stays out of list answers.
  words: sql<number>`coalesce(array_length(regexp_split_to_array(trim(regexp_replace(${articles.body}, '<[^>]*>', ' ', 'g')), '\\s+'), 1), 0)`.mapWith(Number),
  authorName: users.name,
};
export type ArticleListRow = Awaited<ReturnType<typeof listArticles>>['rows'][number];

const published = (now: Date) => lte(articles.publishedAt, now);

export async function listArticles(db: Db, where: { locale: Locale; category?: string; now: Date }, offset: number, limit: number) {
  const filter = and(eq(articles.locale, where.locale), where.category ? eq(articles.category, where.category) : undefined, published(where.now));
  const rows = await db
    .select(listColumns)
    .from(articles)
    .leftJoin(experts, eq(experts.id, articles.authorExpertId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(filter)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(articles).where(filter);
  return { rows, total: total?.n ?? 0 };
}

/** Categories that have articles in this language, with how many. */
export async function categoryCounts(db: Db, locale: Locale, now: Date) {
  return db
    .select({ category: articles.category, count: count() })
    .from(articles)
    .where(and(eq(articles.locale, locale), published(now), sql`${articles.category} is not null`))
    .groupBy(articles.category)
    .orderBy(articles.category);
}

export async function findArticle(db: Db, slug: string, locale: Locale, now: Date) {
  const rows = await db
    .select({
      ...listColumns,
      body: articles.body,
      seoTitle: articles.seoTitle,
      seoDescription: articles.seoDescription,
      seoKeywords: articles.seoKeywords,
      author: {
        expertId: experts.id,
        userId: experts.userId,
        name: users.name,
        arn: experts.arn,
        arnStatus: experts.arnStatus,
        arnValidTill: experts.arnValidTill,
        certifications: experts.certifications,
        experience: experts.experience,
        photoUrl: experts.photoUrl,
        city: users.city,
      },
    })
    .from(articles)
    .leftJoin(experts, eq(experts.id, articles.authorExpertId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(and(eq(articles.slug, slug), eq(articles.locale, locale), published(now)))
    .limit(1);
  return rows[0];
}
export type ArticleRow = Awaited<ReturnType<typeof findArticle>> & {};

/** Newest articles of the same category and language, the article itself left out. */
export async function relatedArticles(db: Db, of: { slug: string; locale: Locale; category: string | null; now: Date }, limit: number) {
  if (!of.category) return [];
  return db
    .select(listColumns)
    .from(articles)
    .leftJoin(experts, eq(experts.id, articles.authorExpertId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(and(eq(articles.locale, of.locale), eq(articles.category, of.category), ne(articles.slug, of.slug), published(of.now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** The languages one article is published in (its hreflang versions). */
export async function localesOf(db: Db, slug: string, now: Date): Promise<Locale[]> {
  const rows = await db
    .select({ locale: articles.locale })
    .from(articles)
    .where(and(eq(articles.slug, slug), published(now)))
    .orderBy(articles.locale);
  return rows.map((r) => r.locale);
}

export async function articleExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  return rows.length > 0;
}
