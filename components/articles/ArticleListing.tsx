import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { alternatesFor, htmlLang } from '@/components/seo/hreflang';
import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import type { ArticleList } from '@/services/content.api';
import { breadcrumbJsonLd } from '@/utils/calculators/seo';
import { SUPPORTED_LANGUAGES, languageName } from '@/utils/language';
import ArticleCard from './ArticleCard';
import { loadContentApi } from './contentApi';
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

export default function ArticleListing({ list: initial, locale, category, page, seo }: ArticleListingProps) {
  const [list, setList] = useState(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (list) return;
    // Only when the build could not reach the backend.
    loadContentApi()
      .then(({ listArticles }) => listArticles({ locale, category, page, limit: PAGE_SIZE }))
      .then(setList, () => setFailed(true));
  }, [list, locale, category, page]);

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
        <p className={styles.lead}>Plain-language guides to mutual funds, tax, KYC and personal finance, written by registered advisors.</p>
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
      {list && list.categories.length > 0 && (
        <nav aria-label="Categories">
          <ul className={styles.pills}>
            <li>
              <Link href={listingPath({ locale })} aria-current={category === null ? 'page' : undefined}>
                All
              </Link>
            </li>
            {list.categories.map((c) => (
              <li key={c.category}>
                <Link href={listingPath({ locale, category: c.category })} aria-current={c.category === category ? 'page' : undefined}>
                  {categoryLabel(c.category)} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {!list && !failed && <p role="status">Loading articles…</p>}
      {failed && <EmptyState title="Articles could not be loaded" description="Please check your connection and try again." />}
      {list && list.items.length === 0 && (
        <EmptyState
          title={`No articles in ${languageName(locale)} here yet`}
          action={<ButtonLink href={listingPath({ locale: 'en', category })}>Read in English</ButtonLink>}
        />
      )}
      {list && list.items.length > 0 && (
        <ul className={styles.grid}>
          {list.items.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      )}
      {list && pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 && <ButtonLink variant="secondary" href={listingPath({ locale, category, page: page - 1 })}>Previous</ButtonLink>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <ButtonLink variant="secondary" href={listingPath({ locale, category, page: page + 1 })}>Next</ButtonLink>}
        </nav>
      )}
    </div>
  );
}
