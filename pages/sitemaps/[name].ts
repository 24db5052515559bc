// /sitemaps/{kind}-{page}.xml: one child of the sitemap index: the static pages, or one file of fund, article,
// video, question or expert pages as the backend lists them. Unknown names and pages past the end are 404s.
import type { GetServerSideProps } from 'next';
import { siteOrigin } from '@/components/seo/SeoHead';
import { getSitemapChunk } from '@/services/sitemap.api';
import { sendSitemapUnavailable, sendXml } from '@/components/seo/sitemapResponse';
import { parseSitemapFileName } from '@/utils/seo/sitemap';
import { pageUrls, staticPageUrls } from '@/utils/seo/sitemapDocs';
import { urlsetXml } from '@/utils/seo/xml';

export const getServerSideProps: GetServerSideProps<Record<string, never>, { name: string }> = async ({ params, res }) => {
  const file = parseSitemapFileName(String(params?.name ?? ''));
  if (!file) return { notFound: true };
  if (file.kind === 'static') {
    if (file.page !== 1) return { notFound: true };
    sendXml(res, urlsetXml(staticPageUrls(siteOrigin())));
    return { props: {} };
  }
  try {
    const chunk = await getSitemapChunk(file.kind, file.page);
    if (!chunk) return { notFound: true };
    sendXml(res, urlsetXml(pageUrls(siteOrigin(), chunk.items)));
  } catch (error) {
    console.error('Sitemap could not be built', file, error instanceof Error ? error.message : error);
    sendSitemapUnavailable(res);
  }
  return { props: {} };
};

/** Never rendered: getServerSideProps has already answered. */
export default function ChildSitemap() {
  return null;
}
