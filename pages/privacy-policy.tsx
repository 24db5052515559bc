import type { GetStaticProps } from 'next';
import PrivacyPolicy from '@/components/content/PrivacyPolicy';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS } from '@/utils/seo/pageSeo';

export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.privacy);

export default function Page({ seo = null }: Partial<StaticSeoProps>) {
  return <PrivacyPolicy seo={seo} />;
}
