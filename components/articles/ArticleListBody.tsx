import Link from '@/components/ui/Link';
import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import type { ArticleList } from '@/services/content.api';
import { languageName } from '@/utils/language';
import ArticleCard from './ArticleCard';
import { categoryLabel, listingPath } from './articlePaths';
import styles from './Articles.module.scss';

export interface ArticleListBodyProps {
  list: ArticleList;
  locale: string;
  category: string | null;
  page: number;
}

/** The categories, the cards and the pager of one listing page. */
export default function ArticleListBody({ list, locale, category, page }: ArticleListBodyProps) {
  const pages = list.pages;
  return (
    <>
      {list.categories.length > 0 && (
        <nav aria-label="Categories">
          <ul className={styles.pills}>
            <li>
              <Link
                href={listingPath({ locale })}
                aria-current={category === null ? 'page' : undefined}
              >
                All
              </Link>
            </li>
            {list.categories.map((c) => (
              <li key={c.category}>
                <Link
                  href={listingPath({ locale, category: c.category })}
                  aria-current={c.category === category ? 'page' : undefined}
                >
                  {categoryLabel(c.category)} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {list.items.length === 0 && (
        <EmptyState
          title={`No articles in ${languageName(locale)} here yet`}
          action={
            <ButtonLink href={listingPath({ locale: 'en', category })}>Read in English</ButtonLink>
          }
        />
      )}
      {list.items.length > 0 && (
        <ul className={styles.grid}>
          {list.items.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 && (
            <ButtonLink
              variant="secondary"
              href={listingPath({ locale, category, page: page - 1 })}
            >
              Previous
            </ButtonLink>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <ButtonLink
              variant="secondary"
              href={listingPath({ locale, category, page: page + 1 })}
            >
              Next
            </ButtonLink>
          )}
        </nav>
      )}
    </>
  );
}
