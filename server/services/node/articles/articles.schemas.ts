// Inputs of the article reads. Categories and slugs are lower-case words joined by hyphens.
import { z } from 'zod';
import { localeSchema, slugSchema } from './engagement.schemas';

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

export const ARTICLE_MESSAGES = { notFound: 'This article does not exist' } as const;

export const articleListQuery = z.object({
  locale: localeSchema.default('en'),
  category: slugSchema('Category').optional(),
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
});

export const articleParams = z.object({ slug: slugSchema('Article address'), locale: localeSchema.default('en') });
