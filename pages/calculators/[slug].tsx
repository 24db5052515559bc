import type { GetStaticPaths, GetStaticProps } from 'next';
import CalculatorScreen from '@/components/calculators/CalculatorScreen';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { CALCULATOR_SLUGS, calculatorBySlug } from '@/utils/calculators/definitions';
import { calculatorSeoKey } from '@/utils/seo/pageSeo';

interface Props extends Partial<StaticSeoProps> {
  slug: string;
}

// All eight pages are built ahead; any other slug is a real 404.
export const getStaticPaths: GetStaticPaths<{ slug: string }> = async () => ({
  paths: CALCULATOR_SLUGS.map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const definition = calculatorBySlug(params?.slug);
  if (!definition) return { notFound: true };
  const { props, revalidate } = await staticSeoProps(calculatorSeoKey(definition.slug));
  return { props: { slug: definition.slug, ...props }, revalidate };
};

export default function Page({ slug, seo = null }: Props) {
  const definition = calculatorBySlug(slug);
  if (!definition) return null;
  // The key gives each calculator fresh state when you move between them client-side.
  return <CalculatorScreen key={slug} definition={definition} seo={seo} />;
}
