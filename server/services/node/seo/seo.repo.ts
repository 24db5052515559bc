// SEO metadata rows (one per page and language) that editors keep for listing pages.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Locale, seoMetadata } from '../../../db/schema';

/** The page's row in this language, else its English row. */
export async function findSeo(db: Db, page: string, locale: Locale) {
  const rows = await db
    .select()
    .from(seoMetadata)
    .where(and(eq(seoMetadata.page, page), sql`${seoMetadata.locale} in (${locale}, 'en')`))
    .orderBy(sql`${seoMetadata.locale} = ${locale} desc`)
    .limit(1);
  return rows[0];
}
