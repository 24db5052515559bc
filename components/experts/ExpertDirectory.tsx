import { useRouter } from 'next/router';
import { useState } from 'react';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import EmptyState from '@/components/ui/EmptyState';
import { ButtonLink } from '@/components/ui/Button';
import { ALL_CITIES } from '@/utils/experts/cities';
import {
  type ExpertFilterErrors,
  type ExpertFilters,
  filtersToSearch,
  hasNarrowingFilters,
} from '@/utils/experts/filters';
import {
  directoryCrumbs,
  directoryDescription,
  directoryHeading,
  directoryJsonLd,
  directoryTitle,
} from '@/utils/experts/seo';
import type { ExpertSearchResult } from '@/utils/experts/types';
import ExpertCard from './ExpertCard';
import ExpertFilterForm from './ExpertFilterForm';
import ExpertPager, { directoryHref, pageCount } from './ExpertPager';
import { useExpertSearchSync } from './useExpertSearchSync';
import styles from './Experts.module.scss';

export interface ExpertDirectoryProps {
  filters: ExpertFilters;
  errors: ExpertFilterErrors;
  /** Null when the directory could not be reached. */
  result: ExpertSearchResult | null;
  /** YYYY-MM-DD: the day the registered-advisor badge is judged on. */
  today: string;
}

function Empty({ filters }: { filters: ExpertFilters }) {
  const wider = filters.city !== ALL_CITIES && !filters.pincode;
  return (
    <EmptyState
      title="No experts found"
      description={
        hasNarrowingFilters(filters)
          ? 'No expert matches all of these filters. Try fewer filters or another city.'
          : `We do not list any experts in ${filters.city} yet.`
      }
      action={
        wider ? (
          <ButtonLink
            href={directoryHref({ ...filters, city: ALL_CITIES, page: 1 })}
            variant="secondary"
          >
            Search all cities
          </ButtonLink>
        ) : (
          <ButtonLink href="/experts" variant="secondary">
            Clear filters
          </ButtonLink>
        )
      }
    />
  );
}

function summary(result: ExpertSearchResult): string {
  const count = `${result.total} ${result.total === 1 ? 'expert' : 'experts'}`;
  if (result.pincode) return `${count}, your pincode first, then nearest`;
  return result.city?.lat != null ? `${count}, nearest to the city centre first` : count;
}

/** /experts: the directory with its filters in the address, server-rendered. */
export default function ExpertDirectory({ filters, errors, result, today }: ExpertDirectoryProps) {
  const router = useRouter();
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const current = filtersToSearch(filters);
  useExpertSearchSync(result);

  const apply = (next: ExpertFilters) => {
    const target = filtersToSearch(next);
    if (target === current) return;
    setPendingFor(target);
    router.push(`/experts${target}`).finally(() => setPendingFor(null));
  };

  const last = result ? pageCount(result.total, result.limit) : 1;
  const page = (p: number) => `/experts${filtersToSearch({ ...filters, page: p })}`;
  const offset = result ? (result.page - 1) * result.limit : 0;

  return (
    <div className={styles.page}>
      <SeoHead
        title={directoryTitle(filters)}
        description={directoryDescription(filters, result?.total ?? null)}
        path={`/experts${current}`}
        jsonLd={result ? directoryJsonLd(siteOrigin(), result.items, offset) : []}
        prev={filters.page > 1 ? page(filters.page - 1) : null}
        next={filters.page < last ? page(filters.page + 1) : null}
      />
      <Breadcrumbs crumbs={directoryCrumbs()} />
      <header className={styles.header}>
        <h1>{directoryHeading(filters)}</h1>
        <p className={styles.lead}>
          Mutual fund distributors registered with AMFI (ARN) and experts with the NISM Series V-A
          certificate. Look for the registered-expert badge.
        </p>
      </header>
      <ExpertFilterForm
        key={current}
        filters={filters}
        errors={errors}
        busy={pendingFor !== null}
        onApply={apply}
      />
      {result === null ? (
        <EmptyState
          title="The directory is not available right now"
          description="Please try again in a few minutes."
        />
      ) : result.items.length === 0 ? (
        <Empty filters={filters} />
      ) : (
        <>
          <p className={styles.summary} role="status">
            {summary(result)}
          </p>
          <ul className={styles.list} aria-label="Experts">
            {result.items.map((expert) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} today={today} />
              </li>
            ))}
          </ul>
          <ExpertPager filters={filters} total={result.total} limit={result.limit} />
        </>
      )}
    </div>
  );
}
