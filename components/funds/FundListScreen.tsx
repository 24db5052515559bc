import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import {
  type FundFilters,
  activeFilterCount,
  fundListHref,
  pageCount,
} from '@/utils/funds/filters';
import {
  fundListCanonical,
  fundListCrumbs,
  fundListDescription,
  fundListJsonLd,
  fundListTitle,
} from '@/utils/funds/listSeo';
import type { SeoText } from '@/utils/funds/seo';
import type { FilterChoices, FundListPage } from '@/utils/funds/types';
import { lateIsland } from '@/components/app/lateIsland';
import ListSummary from './ListSummary';
import Pagination from './Pagination';
import { useFundNavigation } from './useFundNavigation';
import { useHydrated } from './useHydrated';
import MarketDataAge from './MarketDataAge';
import styles from './Funds.module.scss';

// The forms are plain GET forms that work before they hydrate: the browser loads their code after the list's and
// hydrates them apart from it (components/app/lateIsland.tsx; issue 17: a phone's blocking time, first-load JS).
const FundFilterForm = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./FundFilterForm').default : null,
  () => import('./FundFilterForm'),
);
const SortForm = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./SortForm').default : null,
  () => import('./SortForm'),
);
// The rows are links that work as they are until they hydrate.
const ListBody = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./ListBody').default : null,
  () => import('./ListBody'),
);
const SearchForm = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./SearchForm').default : null,
  () => import('./SearchForm'),
);

// The phones' filter drawer renders nothing until it is opened, so its code (and its dialog behaviour) loads the
// first time someone reaches for it, not with the list (issue 17: first-load JavaScript).
const Drawer = dynamic(() => import('@/components/ui/Drawer'), { ssr: false });
const preloadDrawer = () => void import('@/components/ui/Drawer');

export interface FundListScreenProps {
  filters: FundFilters;
  /** null when the fund list could not be loaded. */
  list: FundListPage | null;
  /** null when the filter values could not be loaded (the list still shows). */
  meta: FilterChoices | null;
  /** Editors' title and description for the plain list, from the SEO metadata service. */
  seo?: SeoText | null;
}

export default function FundListScreen({ filters, list, meta, seo }: FundListScreenProps) {
  const href = fundListHref(filters);
  const { pending, go, submitForm } = useFundNavigation(filters);
  // The drawer belongs to the view it was opened on: a navigation (apply, clear) closes it.
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const drawerOpen = drawerFor === href;
  // Mounted on the first open and kept (closed, it renders nothing and hands the focus back).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const openDrawer = useCallback(() => setDrawerFor(href), [href]);

  const last = list ? pageCount(list.total, list.limit) : 1;
  const prev =
    list && filters.page > 1 && filters.page <= last
      ? fundListHref(filters, { page: filters.page - 1 })
      : null;
  const next =
    list && filters.page < last ? fundListHref(filters, { page: filters.page + 1 }) : null;
  const narrowing = activeFilterCount(filters);
  const filterLabel = `Filters${narrowing ? ` (${narrowing})` : ''}`;

  return (
    <>
      <SeoHead
        title={seo?.title ?? fundListTitle(filters)}
        description={seo?.description ?? fundListDescription(filters, list?.total ?? null)}
        path={fundListCanonical(filters)}
        prev={prev}
        next={next}
        jsonLd={fundListJsonLd(
          siteOrigin(),
          list?.items ?? [],
          list ? (list.page - 1) * list.limit : 0,
        )}
      />
      <div className={styles.page}>
        <Breadcrumbs crumbs={fundListCrumbs()} />
        <header className={styles.header}>
          <h1>Mutual funds</h1>
          <p className={styles.lead}>
            Every scheme in AMFI’s daily NAV file, with its latest NAV and 1, 3 and 5-year returns.
            Direct and regular plans, growth and IDCW options are listed separately and marked.
          </p>
          <MarketDataAge latestNavDate={meta?.latest_nav_date ?? null} className={styles.lead} />
        </header>
        <SearchForm key={`q-${filters.q}`} filters={filters} onSubmit={submitForm} />

        <div className={styles.layout}>
          <FiltersAside>
            <FundFilterForm
              key={href}
              filters={filters}
              meta={meta}
              applyOnChange
              onApply={go}
            />
          </FiltersAside>

          <section
            className={styles.results}
            aria-labelledby="fund-results-title"
            aria-busy={pending || undefined}
          >
            <h2 id="fund-results-title" className="visually-hidden">
              Funds
            </h2>
            <div className={styles.toolbar}>
              <ListSummary filters={filters} list={list} />
              <div className={styles.toolbarActions}>
                <FiltersToggle label={filterLabel} onOpen={openDrawer} />
                <SortForm filters={filters} onSubmit={submitForm} />
              </div>
            </div>
            <ListBody filters={filters} list={list} />
            {list && <Pagination filters={filters} total={list.total} limit={list.limit} />}
          </section>
        </div>
        <p className={styles.disclaimer}>
          NAVs and scheme details are from AMFI (Association of Mutual Funds in India). Returns are
          worked out by us from those NAVs; past performance is not indicative of future returns.
          Mutual fund investments are subject to market risks; read all scheme related documents
          carefully.
        </p>
      </div>
      {drawerUsed && (
        <Drawer open={drawerOpen} onClose={() => setDrawerFor(null)} title="Filters" side="right">
          <div className={styles.drawerBody}>
            <FundFilterForm
              key={href}
              filters={filters}
              meta={meta}
              applyOnChange={false}
              onApply={go}
            />
          </div>
        </Drawer>
      )}
    </>
  );
}

// The parts below know whether JavaScript runs (useHydrated), so only they render again after hydration, not
// the whole list and its filter form: that second render was a long task of its own on a phone.

/** The filter column: on phones it is the no-JavaScript fallback, hidden once the drawer can be used. */
function FiltersAside({ children }: { children: ReactNode }) {
  const enhanced = useHydrated();
  return (
    <aside id="fund-filters" className={styles.filters} aria-labelledby="fund-filters-title" data-enhanced={enhanced || undefined}>
      <h2 id="fund-filters-title" className={styles.filtersTitle}>
        Filters
      </h2>
      {children}
    </aside>
  );
}

/** Phones: a link down to the filter form without JavaScript, a button that opens the drawer with it. */
function FiltersToggle({ label, onOpen }: { label: string; onOpen: () => void }) {
  const enhanced = useHydrated();
  return enhanced ? (
    <button
      type="button"
      className={styles.filtersButton}
      onClick={onOpen}
      aria-haspopup="dialog"
      // The drawer's code is fetched as the finger or pointer arrives, so that the tap rarely waits for it.
      onPointerEnter={preloadDrawer}
      onPointerDown={preloadDrawer}
      onFocus={preloadDrawer}
    >
      {label}
    </button>
  ) : (
    <a href="#fund-filters" className={styles.filtersButton}>
      {label}
    </a>
  );
}
