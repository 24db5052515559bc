// Article pages and the listings by language, category and page (addresses in components/articles/articlePaths.ts).
// /m/saving-schemes is a page file of its own, which Next.js prefers to this catch-all.
import type { GetStaticPaths, GetStaticProps } from 'next';
import ArticleListing, { type ArticleListingProps } from '@/components/articles/ArticleListing';
import ArticlePage, { type ArticleView } from '@/components/articles/ArticlePage';
import { parseArticleSegments, routePath } from '@/components/articles/articlePaths';
import { loadListing } from '@/components/articles/listingProps';
import { getArticle } from '@/services/content.api';
import { sanitizeHtmlBody } from '@/utils/html/sanitize';

type Props = { kind: 'listing'; listing: ArticleListingProps } | { kind: 'article'; article: ArticleView };

export const REVALIDATE_S = 300;

// Nothing is built ahead (the build has no backend); each page is rendered on its first request, then kept.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string[] }> = async ({ params }) => {
  const segments = params?.slug ?? [];
  const route = parseArticleSegments(segments);
  if (!route) return { notFound: true, revalidate: REVALIDATE_S };
  const canonical = routePath(route);
  if (canonical !== `/m/${segments.join('/')}`) return { redirect: { destination: canonical, permanent: true } };

  if (route.kind === 'listing') {
    const listing = await loadListing(route.locale, route.category, route.page);
    if (route.page > 1 && listing.list && route.page > listing.list.pages) return { notFound: true, revalidate: REVALIDATE_S };
    return { props: { kind: 'listing', listing }, revalidate: REVALIDATE_S };
  }

  const article = await getArticle(route.slug, route.locale);
  if (!article) return { notFound: true, revalidate: 60 };
  const { body, ...rest } = article;
  // Sanitised here, on the server, so that the sanitiser never ships to the browser.
  return { props: { kind: 'article', article: { ...rest, html: sanitizeHtmlBody(body) } }, revalidate: REVALIDATE_S };
};

export default function Page(props: Props) {
  if (props.kind === 'listing') {
    const { locale, category, page } = props.listing;
    return <ArticleListing key={`${locale}:${category}:${page}`} {...props.listing} />;
  }
  // The key gives each article fresh state (likes, comments) when moving between them client-side.
  return <ArticlePage key={`${props.article.slug}:${props.article.locale}`} article={props.article} />;
}
