import type { GetStaticProps } from 'next';
import ArticleListing, { type ArticleListingProps } from '@/components/articles/ArticleListing';
import { defaultListingSeo, loadListing } from '@/components/articles/listingProps';

/** Regenerated in the background at most every 5 minutes (ISR). */
export const REVALIDATE_S = 300;

export const getStaticProps: GetStaticProps<ArticleListingProps> = async () => {
  try {
    return { props: await loadListing('en', null, 1), revalidate: REVALIDATE_S };
  } catch (error) {
    // `next build` runs without a backend: ship a page that loads the list in the browser and is regenerated on
    // the first request after that. At run time a failure keeps the last good page (ISR's own behaviour).
    if (process.env.NEXT_PHASE !== 'phase-production-build') throw error;
    return { props: { list: null, locale: 'en', category: null, page: 1, seo: defaultListingSeo('en', null, 1) }, revalidate: 1 };
  }
};

export default function Page(props: ArticleListingProps) {
  return <ArticleListing key={`${props.locale}:${props.category}:${props.page}`} {...props} />;
}
