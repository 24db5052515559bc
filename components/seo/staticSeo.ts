// getStaticProps of the static pages: the editor's SEO metadata, read when the page is (re)built. getSeo never
// throws (a failure is only logged), so `next build` without a backend still succeeds and ships
// the pages' own text; ISR then picks up the editor's text within minutes of the backend being reachable.
import { getSeo } from '@/services/content.api';
import { type PageSeoText, SEO_RETRY_REVALIDATE_S, SEO_REVALIDATE_S, editorSeo } from '@/utils/seo/pageSeo';

export interface StaticSeoProps {
  seo: PageSeoText | null;
}

export async function staticSeoProps(page: string): Promise<{ props: StaticSeoProps; revalidate: number }> {
  const seo = editorSeo(await getSeo(page));
  return { props: { seo }, revalidate: seo ? SEO_REVALIDATE_S : SEO_RETRY_REVALIDATE_S };
}
