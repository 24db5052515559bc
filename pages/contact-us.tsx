import type { GetStaticProps } from 'next';
import Contact from '@/components/content/Contact';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS } from '@/utils/seo/pageSeo';

export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.contact);

export default function Page({ seo = null }: Partial<StaticSeoProps>) {
  return <Contact seo={seo} />;
}
