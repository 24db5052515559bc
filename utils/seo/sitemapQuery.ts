// Query of the backend's sitemap routes (GET /market/sitemap/funds, GET /node/sitemap/{kind}): which file of a
// kind, and how many URLs a file holds (the web app always asks for the default; tests ask for less).
import { z } from '../validation/z';
import { SITEMAP_MAX_URLS } from './sitemap';

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

export const sitemapPageQuerySchema = z.object({
  page: whole('Page', 1, 100_000).default(1),
  limit: whole('Limit', 1, SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
});

export const sitemapSummaryQuerySchema = sitemapPageQuerySchema.pick({ limit: true });
