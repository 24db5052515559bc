// What every fund page and the fund list share for search engines: a fund's address and the editors' text. The
// list's own titles and structured data are in listSeo.ts, a fund page's in fundSeo.ts, so that neither screen
// ships the other's (issue 17: first-load JavaScript).
import { FUNDS_PATH } from './listHref';

export const SITE = 'ZF';

export const fundPath = (slug: string) => `${FUNDS_PATH}/${slug}`;

export interface SeoText {
  title: string;
  description: string;
}

/**
 * Title and description from the SEO metadata service, when an editor wrote both; otherwise null and the
 * page uses its own. Half-written metadata is not mixed with ours.
 */
export function pickSeoText(
  data: { title?: unknown; description?: unknown } | null | undefined,
): SeoText | null {
  const title = typeof data?.title === 'string' ? data.title.trim() : '';
  const description = typeof data?.description === 'string' ? data.description.trim() : '';
  return title && description ? { title, description } : null;
}
