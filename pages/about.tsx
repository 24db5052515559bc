import type { GetStaticProps } from 'next';
import About from '@/components/content/About';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS } from '@/utils/seo/pageSeo';

export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.about);

export default function Page({ seo = null }: Partial<StaticSeoProps>) {
  return <About seo={seo} />;
}
