// The full results page: the query in a search box, the number found, then the hits grouped by kind
// (Funds, Articles, Videos, Questions, Experts) with a count per group and a jump list.
import Link from '@/components/ui/Link';
import Badge from '@/components/ui/Badge';
import EmptyState from '@/components/ui/EmptyState';
import type { SearchHit } from '@/services/search.api';
import { formatIndianNumber } from '@/utils/money';
import SearchCombobox from '@/components/shared/search/SearchCombobox';
import { groupHits, hitDetail, hitHref, hitLabel } from '@/components/shared/search/searchGroups';
import styles from './SearchResults.module.scss';

export interface SearchResultsProps {
  query: string;
  total: number;
  hits: SearchHit[];
  /** The search service could not be reached. */
  failed?: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatIndianNumber(n)} ${n === 1 ? one : many}`;

export default function SearchResults({ query, total, hits, failed = false }: SearchResultsProps) {
  const groups = groupHits(hits);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{query ? <>Results for “{query}”</> : 'Search'}</h1>
      <SearchCombobox key={query} variant="page" defaultValue={query} placeholder="Search funds, articles, videos, questions, experts" />
      {failed ? (
        <p role="alert" className={styles.notice}>
          Search is not available right now. Please try again in a moment.
        </p>
      ) : !query ? (
        <p className={styles.notice}>Type a fund name, a topic or an expert’s name, for example “parag parikh flexi cap”.</p>
      ) : hits.length === 0 ? (
        <EmptyState
          title={`Nothing found for “${query}”`}
          description="Check the spelling, use fewer words, or browse the fund list."
          action={<Link href="/mutual-funds">Browse all mutual funds</Link>}
        />
      ) : (
        <>
          <p className={styles.summary}>
            {plural(total, 'result')}
            {total > hits.length ? `, the best ${formatIndianNumber(hits.length)} shown` : ''}
          </p>
          <nav aria-label="Result groups" className={styles.jump}>
            {groups.map((g) => (
              <a key={g.index} href={`#results-${g.index}`}>
                {g.heading} <span className={styles.count}>{g.hits.length}</span>
              </a>
            ))}
          </nav>
          {groups.map((g) => (
            <section key={g.index} id={`results-${g.index}`} aria-labelledby={`results-${g.index}-heading`} className={styles.group}>
              <h2 id={`results-${g.index}-heading`} className={styles.groupHeading}>
                {g.heading} <Badge>{plural(g.hits.length, 'result')}</Badge>
              </h2>
              <ul className={styles.list}>
                {g.hits.map((hit, i) => (
                  <ResultItem key={`${hit._index}:${hit._id ?? i}`} hit={hit} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function ResultItem({ hit }: { hit: SearchHit }) {
  const href = hitHref(hit);
  const detail = hitDetail(hit);
  const label = hitLabel(hit);
  return (
    <li className={styles.item}>
      {href.startsWith('/') ? <Link href={href}>{label}</Link> : <a href={href}>{label}</a>}
      {detail && <p className={styles.detail}>{detail}</p>}
    </li>
  );
}
