// A page's SEO metadata as the web pages read it; 404 when nobody wrote any (the page has its own defaults).
import type { Locale } from '../../../db/schema';
import { NotFoundError } from '../../../domain/errors';
import type { NodeContext } from '../context';
import { findSeo } from './seo.repo';

export const NO_SEO = 'No SEO metadata for this page';

export async function seoOf(ctx: NodeContext, page: string, locale: Locale) {
  const row = await findSeo(ctx.db, page, locale);
  if (!row) throw new NotFoundError(NO_SEO);
  return {
    // Free-form extras first, so that the named columns always win.
    ...row.data,
    page: row.page,
    locale: row.locale,
    title: row.title,
    description: row.description,
    keywords: row.keywords ?? [],
    canonical_url: row.canonicalUrl,
    og_image_url: row.ogImageUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}
