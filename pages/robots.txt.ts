// /robots.txt: public pages open, private areas closed (utils/seo/robots.ts), and the sitemap index at the
// site's own absolute address (NEXT_PUBLIC_SITE_URL), which a static file in public/ could not know.
import type { GetServerSideProps } from 'next';
import { siteOrigin } from '@/components/seo/SeoHead';
import { sendText } from '@/components/seo/sitemapResponse';
import { robotsTxt } from '@/utils/seo/robots';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  sendText(res, robotsTxt(siteOrigin()));
  return { props: {} };
};

/** Never rendered: getServerSideProps has already answered. */
export default function Robots() {
  return null;
}
