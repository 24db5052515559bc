import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead from '@/components/seo/SeoHead';
import { fundCrumbs, fundDescription, fundTitle, relatedFilters } from '@/utils/funds/fundSeo';
import { categoryLine } from '@/utils/funds/labels';
import { fundListHref } from '@/utils/funds/listHref';
import { fundPath } from '@/utils/funds/seo';
import { lateIsland } from '@/components/app/lateIsland';
import type { FundDetail, FundReturns, FundSummary } from '@/utils/funds/types';
import DirectPlanNote from './DirectPlanNote';
import InvestActions, { type InvestPanel } from './InvestActions';
import { fundsOfCategory } from '@/utils/funds/format';
import NavSummary from './NavSummary';
import SchemeBadges from './SchemeBadges';
import styles from './FundPage.module.scss';

// The tables below the fold only show what the server rendered: their code and hydration come after the page's
// (components/app/lateIsland.tsx; issue 17).
const ReturnsTable = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./ReturnsTable').default : null,
  () => import('./ReturnsTable'),
);
const FundFacts = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./FundFacts').default : null,
  () => import('./FundFacts'),
);
const RelatedFunds = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./RelatedFunds').default : null,
  () => import('./RelatedFunds'),
);

// The chart is drawn in the browser after the page is shown: its code and the NAV history never hold up
// the first paint. The placeholder keeps the chart's height so nothing moves when it arrives.
const NavChart = dynamic(() => import('./NavChart'), {
  ssr: false,
  loading: () => (
    <div className={styles.chartBox} role="status">
      <span className={styles.chartWait}>Loading the NAV chart…</span>
    </div>
  ),
});

export interface FundScreenProps {
  fund: FundDetail;
  /** null when the returns could not be loaded. */
  returns: FundReturns | null;
  /** Whether we hold a NAV history beyond the last few daily files (see hasNavHistory). */
  hasHistory: boolean;
  related: FundSummary[];
  /** The page's structured data (fundJsonLd), built on the server: the browser only puts it back in the head. */
  jsonLd: unknown[];
  /** The add-to-cart panel the page composes in (the cart feature's), opened by the invest buttons. */
  investPanel?: InvestPanel;
}

export default function FundScreen({ fund, returns, hasHistory, related, jsonLd, investPanel }: FundScreenProps) {
  return (
    <>
      <SeoHead
        title={fundTitle(fund)}
        description={fundDescription(fund)}
        path={fundPath(fund.slug)}
        jsonLd={jsonLd}
      />
      <div className={styles.page}>
        <Breadcrumbs crumbs={fundCrumbs(fund)} />
        <header className={styles.header}>
          <h1>{fund.name}</h1>
          <SchemeBadges fund={fund} />
          <p className={styles.subtitle}>
            {[fund.fund_house, categoryLine(fund)].filter(Boolean).join(' · ')}
          </p>
        </header>

        <div className={styles.top}>
          <NavSummary fund={fund} />
          {fund.plan === 'Direct' ? <DirectPlanNote fund={fund} /> : <InvestActions fund={fund} Panel={investPanel} />}
        </div>

        <section className={styles.section} aria-labelledby="fund-chart">
          <h2 id="fund-chart">NAV history</h2>
          {hasHistory ? (
            <NavChart schemeCode={fund.scheme_code} name={fund.name} returns={returns} />
          ) : (
            <p className={styles.notice} data-testid="no-history">
              We do not have this fund’s NAV history yet. We show its latest NAVs from AMFI’s daily
              file; the chart and trailing returns appear once we hold a longer history.
            </p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="fund-returns">
          <h2 id="fund-returns">Trailing returns</h2>
          {returns && hasHistory ? (
            <ReturnsTable returns={returns} />
          ) : (
            <p className={styles.note}>
              {returns
                ? 'Returns need a NAV history, which we do not hold for this fund yet.'
                : 'Returns could not be loaded right now.'}
            </p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="fund-facts">
          <h2 id="fund-facts">Scheme details</h2>
          <FundFacts fund={fund} />
        </section>

        {related.length > 0 && (
          <section className={styles.section} aria-labelledby="fund-related">
            <h2 id="fund-related">
              More {fundsOfCategory(fund.sub_category ?? fund.category ?? '')}
              {fund.plan ? ` (${fund.plan} plans)` : ''}
            </h2>
            <RelatedFunds funds={related} />
            <p className={styles.note}>
              <Link href={fundListHref(relatedFilters(fund))}>See all of them</Link>
            </p>
          </section>
        )}

        <p className={styles.disclaimer}>
          NAVs and scheme details are from AMFI (Association of Mutual Funds in India); returns are
          worked out by us from those NAVs. Past performance is not indicative of future returns.
          Mutual fund investments are subject to market risks; read all scheme related documents
          carefully.
        </p>
      </div>
    </>
  );
}
