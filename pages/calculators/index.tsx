import type { GetStaticProps } from 'next';
import CalculatorsIndex from '@/components/calculators/CalculatorsIndex';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS } from '@/utils/seo/pageSeo';

// Static HTML, regenerated in the background so that editors' SEO metadata reaches it without a deploy.
export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.calculators);

export default function Page({ seo = null }: Partial<StaticSeoProps>) {
  return <CalculatorsIndex seo={seo} />;
}
