// Articles for the /m pages: a list by language and category with paging, and one article with its author,
// reading time, comments, related articles and the languages it exists in.
import type { Locale } from '../../../db/schema';
import type { NodeContext } from '../context';
import * as repo from './articles.repo';
import type { ArticleListRow, ArticleRow } from './articles.repo';
import { commentsOf } from './engagement.service';

/** An unhurried reading pace for explanatory text, in words a minute. */
export const WORDS_PER_MINUTE = 200;
export const RELATED_COUNT = 3;

export function readingTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', the spec's date format for advisor fields. */
function ddmmyyyy(iso: string | null): string | null {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

function summaryView(row: ArticleListRow) {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    category: row.category,
    cover_image_url: row.coverImageUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    likes: row.likes,
    views: row.views,
    reading_time_min: readingTimeMinutes(row.words),
    author_name: row.authorName,
  };
}
export type ArticleSummary = ReturnType<typeof summaryView>;

function authorView(author: ArticleRow['author']) {
  if (!author?.expertId) return null;
  return {
    id: author.expertId,
    user_id: author.userId,
    name: author.name,
    arn_code: author.arn,
    arn_status: author.arnStatus,
    arn_valid_till: ddmmyyyy(author.arnValidTill),
    certifications: author.certifications ?? [],
    experience: author.experience,
    photo_url: author.photoUrl,
    city: author.city,
  };
}

export async function listArticles(ctx: NodeContext, query: { locale: Locale; category?: string; page: number; limit: number }) {
  const now = ctx.now();
  const { rows, total } = await repo.listArticles(ctx.db, { locale: query.locale, category: query.category, now }, (query.page - 1) * query.limit, query.limit);
  const categories = await repo.categoryCounts(ctx.db, query.locale, now);
  return {
    items: rows.map(summaryView),
    page: query.page,
    limit: query.limit,
    total,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    locale: query.locale,
    category: query.category ?? null,
    categories: categories.map((c) => ({ category: c.category as string, count: c.count })),
  };
}

export async function getArticle(ctx: NodeContext, slug: string, locale: Locale) {
  const now = ctx.now();
  const row = await repo.findArticle(ctx.db, slug, locale, now);
  if (!row) return null;
  const [related, locales, comments] = await Promise.all([
    repo.relatedArticles(ctx.db, { slug, locale, category: row.category, now }, RELATED_COUNT),
    repo.localesOf(ctx.db, slug, now),
    commentsOf(ctx, 'article', row.id),
  ]);
  return {
    ...summaryView(row),
    body: row.body,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keywords: row.seoKeywords ?? [],
    author: authorView(row.author),
    locales,
    related: related.map(summaryView),
    comments,
  };
}

export const articleExists = (ctx: NodeContext, id: string) => repo.articleExists(ctx.db, id);
