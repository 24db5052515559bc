import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { alternatesFor, htmlLang } from '@/components/seo/hreflang';
import type { ArticleList } from '@/services/content.api';
import { breadcrumbJsonLd } from '@/utils/calculators/seo';
import { SUPPORTED_LANGUAGES, languageName } from '@/utils/language';
import ArticleListBody from './ArticleListBody';
import { categoryLabel, listingPath } from './articlePaths';
import { listingCrumbs } from './articleSeo';
import styles from './Articles.module.scss';

export interface ListingSeo {
  title: string;
  description: string;
}

export interface ArticleListingProps {
  /** Null when the backend could not be reached while the page was built: the browser loads it instead. */
  list: ArticleList | null;
  locale: string;
  category: string | null;
  page: number;
  seo: ListingSeo;
}

export const PAGE_SIZE = 12;

// Only when the build could not reach the backend: the list then loads in the browser, through the data layer,
// which is not part of the listing's own scripts.
const LiveArticleList = dynamic(() => import('./LiveArticleList'), {
  ssr: false,
  loading: () => <p role="status">Loading articles…</p>,
});

export default function ArticleListing({ list, locale, category, page, seo }: ArticleListingProps) {
  const path = listingPath({ locale, category, page });
  const heading = category ? `${categoryLabel(category)} articles` : 'Articles';
  const pages = list?.pages ?? 1;
  return (
    <div className={styles.page}>
      <SeoHead
        title={seo.title}
        description={seo.description}
        path={path}
        jsonLd={[breadcrumbJsonLd(siteOrigin(), listingCrumbs(locale, category))]}
        prev={page > 1 ? listingPath({ locale, category, page: page - 1 }) : null}
        next={page < pages ? listingPath({ locale, category, page: page + 1 }) : null}
        alternates={page === 1 ? alternatesFor(SUPPORTED_LANGUAGES, (l) => listingPath({ locale: l, category })) : []}
      />
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.lead}>Plain-language guides to mutual funds, tax, KYC and personal finance, written by ZF experts, registered mutual fund distributors.</p>
      </header>

      <nav aria-label="Language">
        <ul className={styles.pills}>
          {SUPPORTED_LANGUAGES.map((l) => (
            <li key={l}>
              <Link href={listingPath({ locale: l, category })} aria-current={l === locale ? 'page' : undefined} hrefLang={htmlLang(l)}>
                {languageName(l)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list ? (
        <ArticleListBody list={list} locale={locale} category={category} page={page} />
      ) : (
        <LiveArticleList locale={locale} category={category} page={page} limit={PAGE_SIZE} />
      )}
    </div>
  );
}
