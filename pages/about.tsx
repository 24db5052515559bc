import type { GetStaticProps } from 'next';
import About from '@/components/content/About';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS } from '@/utils/seo/pageSeo';

export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.about);

export default function Page({ seo = null }: Partial<StaticSeoProps>) {
  return <About seo={seo} />;
}

// Neither the page nor what it renders at once uses the redux store (pages/_app.tsx: StoreFreePage).
Page.storeFree = true as const;
