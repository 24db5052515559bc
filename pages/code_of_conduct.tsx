import type { GetStaticProps } from 'next';
import CodeOfConduct from '@/components/content/CodeOfConduct';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS } from '@/utils/seo/pageSeo';

export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.conduct);

export default function Page({ seo = null }: Partial<StaticSeoProps>) {
  return <CodeOfConduct seo={seo} />;
}
