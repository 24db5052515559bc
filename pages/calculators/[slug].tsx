import type { GetStaticPaths, GetStaticProps } from 'next';
import CalculatorScreen from '@/components/calculators/CalculatorScreen';
import { CALCULATOR_SLUGS, calculatorBySlug } from '@/utils/calculators/definitions';

interface Props {
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
  return { props: { slug: definition.slug } };
};

export default function Page({ slug }: Props) {
  const definition = calculatorBySlug(slug);
  if (!definition) return null;
  // The key gives each calculator fresh state when you move between them client-side.
  return <CalculatorScreen key={slug} definition={definition} />;
}
