// Title, description and image of a page: the editor's SEO metadata (GET /node/seo/{page}) when
// it is complete, else the page's own text. Half-written metadata (a title without a description) is not mixed
// with ours, so a page never shows an editor's title over a description written for another title.

export interface PageSeoText {
  title: string;
  description: string;
  /** Absolute URL of the Open Graph image, when an editor gave one. */
  image?: string | null;
}

/** Keys of the static pages' rows in the SEO metadata service. */
export const STATIC_SEO_KEYS = {
  home: 'home',
  about: 'about',
  contact: 'contact-us',
  privacy: 'privacy-policy',
  conduct: 'code_of_conduct',
  calculators: 'calculators',
} as const;

export const calculatorSeoKey = (slug: string) => `calculators-${slug}`;

/** ISR: pages with the editor's text look again hourly; pages without it (none written, or the call failed
 *  while building without a backend) look again after five minutes. */
export const SEO_REVALIDATE_S = 3600;
export const SEO_RETRY_REVALIDATE_S = 300;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The editor's text from the service's `data`, or null unless both title and description are there. */
export function editorSeo(data: { title?: unknown; description?: unknown; og_image_url?: unknown } | null | undefined): PageSeoText | null {
  const title = text(data?.title);
  const description = text(data?.description);
  if (!title || !description) return null;
  const image = text(data?.og_image_url);
  return { title, description, image: /^https?:\/\//i.test(image) ? image : null };
}

export function resolveSeo(own: { title: string; description: string }, editor: PageSeoText | null | undefined): PageSeoText {
  return editor ?? { title: own.title, description: own.description, image: null };
}
