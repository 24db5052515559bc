import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import LearnPage from '@/components/learn/LearnPage';
import TopAmcTable from '@/components/learn/TopAmcTable';
import { displayDate, learnCrumbs } from '@/components/learn/seo';
import { type AmcRanking, rankFundHouses } from '@/components/learn/topAmc';
import { formatIndianNumber } from '@/utils/money';
import { getFilterMeta, listFunds } from '@/services/market.api';

const PATH = '/m/top-amc-mutual-funds';

interface Props {
  ranking: AmcRanking | null;
  /** Latest NAV date among the funds, ISO; null when unknown. */
  asOf: string | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  try {
    const [meta, sample] = await Promise.all([getFilterMeta(), listFunds({ limit: 20 })]);
    const dates = sample.items.map((f) => f.nav_date).filter((d): d is string => !!d);
    const asOf = dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null;
    // The scheme list changes once a day with AMFI's file: an hour in shared caches is plenty fresh.
    res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
    return { props: { ranking: rankFundHouses(meta), asOf } };
  } catch {
    res.setHeader('Cache-Control', 'no-store');
    return { props: { ranking: null, asOf: null } };
  }
};

export default function Page({ ranking, asOf }: Props) {
  const asOfText = asOf ? displayDate(asOf) : null;
  return (
    <LearnPage
      meta={{
        path: PATH,
        title: 'Top AMC mutual funds: fund houses with the most schemes | ZF',
        description:
          'India\u2019s mutual fund houses ranked by the number of schemes they list in AMFI\u2019s daily NAV file, with links to each fund house\u2019s schemes.',
        crumbs: learnCrumbs('Top AMC mutual funds', PATH),
        // The text was reviewed on this date; the table's own date is the NAV date of the data in its caption.
        updated: '2026-11-22',
        type: 'WebPage',
        faq: [
          {
            q: 'Is the fund house with the most schemes the biggest?',
            a: 'Not necessarily. This list counts schemes, counting each plan and option separately. The size of a fund house is measured by its assets under management (AUM), which AMFI publishes separately.',
          },
          {
            q: 'Where do these numbers come from?',
            a: 'From AMFI\u2019s daily NAV file (NAVAll.txt), which lists the schemes of every fund house with their latest NAV. We count the scheme codes of each fund house.',
          },
        ],
      }}
      heading="Top AMC mutual funds"
      lead="The asset management companies (AMCs) with the most schemes on offer, from AMFI\u2019s own list."
      sources={[
        {
          name: 'AMFI, daily NAV file NAVAll.txt (scheme codes and fund houses)',
          url: 'https://www.amfiindia.com/spages/NAVAll.txt',
          date: asOfText ? `NAV date ${asOfText}` : 'latest file loaded',
        },
      ]}
    >
      <p>
        {ranking
          ? `AMFI's file lists ${formatIndianNumber(ranking.totalSchemes)} scheme codes from ${ranking.totalHouses} fund houses. `
          : ''}
        This ranking is by <strong>number of schemes</strong>, not by assets under management: every plan (Direct,
        Regular) and option (Growth, IDCW) of a scheme has its own code and is counted once. A long list means
        more choice, not a bigger or better fund house.
      </p>
      <TopAmcTable ranking={ranking} asOf={asOfText} />
      <p>
        Open a fund house to see its schemes with their latest NAV and returns, or browse{' '}
        <Link href="/mutual-funds">all mutual funds</Link> by category.
      </p>
    </LearnPage>
  );
}
