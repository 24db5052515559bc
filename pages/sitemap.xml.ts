// /sitemap.xml: the sitemap index, made from the database on request (every fund, article, video, question and
// expert; see utils/seo/sitemap.ts). Shared caches keep it an hour and may serve it stale for a day while it is
// rebuilt. Without the backend it answers 503, so crawlers retry later instead of dropping every page.
import type { GetServerSideProps } from 'next';
import { siteOrigin } from '@/components/seo/SeoHead';
import { getSitemapSummaries } from '@/services/sitemap.api';
import { sitemapIndexUrls } from '@/utils/seo/sitemapDocs';
import { sitemapIndexXml } from '@/utils/seo/xml';
import { sendSitemapUnavailable, sendXml } from '@/components/seo/sitemapResponse';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  try {
    const summaries = await getSitemapSummaries();
    sendXml(res, sitemapIndexXml(sitemapIndexUrls(siteOrigin(), summaries)));
  } catch (error) {
    console.error('Sitemap index could not be built', error instanceof Error ? error.message : error);
    sendSitemapUnavailable(res);
  }
  return { props: {} };
};

/** Never rendered: getServerSideProps has already answered. */
export default function SitemapIndex() {
  return null;
}
