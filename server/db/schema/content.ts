// Learning content: articles, videos (one row per locale), questions and answers, and the comments, likes
// and views people leave on them. Search columns (tsvector) are added by the search work.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { experts, users } from './users';

/** Spec languages: en, hi, gu, mh, pj (bn appears only in the language-name mapper). */
export type Locale = 'en' | 'hi' | 'gu' | 'mh' | 'pj' | 'bn';
export type ContentTarget = 'article' | 'video' | 'question' | 'answer';

export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    title: text('title').notNull(),
    category: text('category'),
    summary: text('summary'),
    body: text('body').notNull(),
    coverImageUrl: text('cover_image_url'),
    authorExpertId: uuid('author_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('articles_slug_locale_uq').on(t.slug, t.locale),
    index('articles_locale_published_idx').on(t.locale, t.publishedAt),
    index('articles_category_idx').on(t.category),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    /** Shared by the rows of one video in different languages. */
    videoKey: text('video_key').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    category: text('category'),
    isDefaultLocale: boolean('is_default_locale').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    durationS: integer('duration_s'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('videos_key_locale_uq').on(t.videoKey, t.locale), index('videos_category_locale_idx').on(t.category, t.locale)],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    slug: text('slug'),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    question: text('question').notNull(),
    details: text('details'),
    category: text('category'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    answersCount: integer('answers_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questions_locale_created_idx').on(t.locale, t.createdAt)],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    likes: integer('likes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('answers_question_idx').on(t.questionId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    targetType: text('target_type').$type<ContentTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

/**
 * One like per person and target. actor_key is `u:<user id>` for a logged-in person or `d:<device id>` for a
 * visitor, so the uniqueness holds for both without nullable columns in the unique key.
 */
export const likes = pgTable(
  'likes',
  {
    id: id(),
    targetType: text('target_type').$type<ContentTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    actorKey: text('actor_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('likes_target_actor_uq').on(t.targetType, t.targetId, t.actorKey)],
);

export const views = pgTable(
  'views',
  {
    id: id(),
    targetType: text('target_type').$type<ContentTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    actorKey: text('actor_key'),
    createdAt: createdAt(),
  },
  // "Has this visitor viewed it lately?" runs on every view: target, visitor, then time, in that order. The
  // same index serves deleting a target's views (its first two columns).
  (t) => [index('views_target_actor_time_idx').on(t.targetType, t.targetId, t.actorKey, t.createdAt)],
);

export const seoMetadata = pgTable(
  'seo_metadata',
  {
    id: id(),
    page: text('page').notNull(),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    title: text('title').notNull(),
    description: text('description'),
    keywords: text('keywords').array(),
    canonicalUrl: text('canonical_url'),
    ogImageUrl: text('og_image_url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [unique('seo_metadata_page_locale_uq').on(t.page, t.locale)],
);
