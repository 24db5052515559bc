import type { GetServerSidePropsContext } from 'next';
import type { GetStaticPropsContext } from 'next';
import {
  FUND_REVALIDATE_S,
  NOT_FOUND_REVALIDATE_S,
  PARTIAL_REVALIDATE_S,
} from '@/components/funds/loadFundPage';
import { filterChoices, listPage } from '@/components/funds/loadFundList';
import { getStaticPaths, getStaticProps } from '@/pages/mutual-funds/[[...slug]]';
import { LIST_CACHE_CONTROL, getServerSideProps as listProps } from '@/pages/mutual-funds/filtered';
import { siteOrigin } from '@/components/seo/SeoHead';
import { fundJsonLd } from '@/utils/funds/fundSeo';
import { setupMockServer } from '../../mocks/server';
import { LIST, META, PARAG, PARAG_RETURNS, QUANT_IDCW, UTI_NIFTY } from './fixtures';
import { listQueries, metaCalls, seoPages, serveMarket } from './marketServer';

setupMockServer();

/** The fund's structured data, built with the page's props (FundScreen.test.tsx checks what it says). */
const PARAG_LD = JSON.parse(JSON.stringify(fundJsonLd(siteOrigin(), PARAG)));

function context(query: Record<string, string>, params?: Record<string, string>) {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
  };
  const ctx = {
    query,
    params,
    res,
    req: {},
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext<{ slug: string }>;
  return { ctx, res, headers };
}

describe('/mutual-funds with filters, rendered per request', () => {
  it('asks for the list and the filter values, and lets shared caches keep the page', async () => {
    serveMarket();
    const { ctx, headers } = context({ category: 'Equity Scheme', sort: 'nav', page: '2' });
    const result = await listProps(ctx);
    expect(result).toEqual({
      props: {
        filters: expect.objectContaining({ category: 'Equity Scheme', sort: 'nav', page: 2 }),
        list: listPage(LIST),
        meta: filterChoices(META),
        seo: null,
      },
    });
    expect(seoPages).toEqual([]);
    expect(listQueries).toEqual([
      { category: 'Equity Scheme', sort: 'nav', order: 'desc', page: '2', limit: '20' },
    ]);
    expect(headers['cache-control']).toBe(LIST_CACHE_CONTROL);
  });

  it('puts in the page only what the list shows: no ISINs or scheme types, filter values without counts', async () => {
    serveMarket();
    const result = await listProps(context({ category: 'Equity Scheme', plan: 'Direct' }).ctx);
    const props = 'props' in result ? await result.props : null;
    expect(Object.keys(props!.list!.items[0]).sort()).toEqual(
      ['category', 'fund_house', 'name', 'nav', 'nav_date', 'option', 'plan', 'return_1y', 'return_3y', 'return_5y', 'scheme_code', 'slug', 'sub_category'],
    );
    expect(props!.list!.items[0]).toMatchObject({ name: LIST.items[0].name, slug: LIST.items[0].slug, return_3y: LIST.items[0].return_3y });
    expect(props!.list).toMatchObject({ total: LIST.total, page: LIST.page, limit: LIST.limit });
    expect(props!.meta!.categories[0]).toEqual({
      category: 'Equity Scheme',
      sub_categories: [{ sub_category: 'Flexi Cap Fund' }, { sub_category: 'ELSS' }],
    });
    expect(props!.meta!.fund_houses[0]).toEqual({ fund_house: META.fund_houses[0].fund_house });
    expect(JSON.stringify(props)).not.toMatch(/"count"|isin_|scheme_type|option_label|returns_as_of/);
  });

  it('asks for the filter values once for many renders, and again after a failure', async () => {
    serveMarket({ metaFails: true });
    const first = await listProps(context({ plan: 'Direct' }).ctx);
    expect(first).toMatchObject({ props: { meta: null } });
    serveMarket();
    metaCalls.count = 0;
    await listProps(context({ plan: 'Direct' }).ctx); // the failure was not kept
    await listProps(context({ plan: 'Regular' }).ctx);
    await listProps(context({ category: 'Debt Scheme', option: 'IDCW' }).ctx);
    expect(metaCalls.count).toBe(1);
    // Each view still asks for its own page of the list.
    expect(listQueries).toHaveLength(3);
  });

  it('takes the plain list’s title and description from the SEO metadata service', async () => {
    serveMarket();
    expect(await listProps(context({}).ctx)).toMatchObject({
      props: { seo: { title: 'Mutual funds online | ZF', description: 'Written by our editors.' } },
    });
    expect(seoPages).toEqual(['mutual-funds']);
  });

  it('moves the footer’s short addresses to the canonical filtered view', async () => {
    serveMarket();
    expect(await listProps(context({ amc: 'sbi-mutual-fund' }).ctx)).toEqual({
      redirect: { destination: '/mutual-funds?fund_house=SBI+Mutual+Fund', permanent: true },
    });
    expect(await listProps(context({ category: 'elss' }).ctx)).toEqual({
      redirect: {
        destination: '/mutual-funds?category=Equity+Scheme&sub_category=ELSS',
        permanent: true,
      },
    });
  });

  it('gives a 404 past the last page and a 503 (not cached) when the list fails', async () => {
    serveMarket();
    // 2,345 funds make 118 pages of 20.
    expect(await listProps(context({ page: '119' }).ctx)).toEqual({ notFound: true });

    serveMarket({ listFails: true });
    const { ctx, res, headers } = context({});
    expect(await listProps(ctx)).toEqual({
      props: expect.objectContaining({ list: null, meta: filterChoices(META) }),
    });
    expect(res.statusCode).toBe(503);
    expect(headers['cache-control']).toBe('no-store');
  });
});

const fundProps = async (slug: string) => {
  const result = await getStaticProps({ params: { slug: [slug] } } as GetStaticPropsContext<{ slug: string[] }>);
  // The fund's own props, as the catch-all page hands them to the fund screen.
  return 'props' in result && result.props.kind === 'fund' ? { ...result, props: result.props.fund } : result;
};

describe('/mutual-funds/[slug] from the render cache', () => {
  it('builds no page ahead and renders each one on its first request', async () => {
    expect(await getStaticPaths({})).toEqual({ paths: [], fallback: 'blocking' });
  });

  it('answers 404 for deeper addresses', async () => {
    serveMarket();
    const deeper = await getStaticProps({ params: { slug: [PARAG.slug, 'x'] } } as GetStaticPropsContext<{ slug: string[] }>);
    expect(deeper).toEqual({ notFound: true, revalidate: NOT_FOUND_REVALIDATE_S });
  });

  it('answers a real 404 for an unknown slug, asked again soon rather than kept', async () => {
    serveMarket();
    expect(await fundProps('no-such-fund-999999')).toEqual({
      notFound: true,
      revalidate: NOT_FOUND_REVALIDATE_S,
    });
  });

  it('redirects a scheme code to the fund’s one address', async () => {
    serveMarket();
    expect(await fundProps('122640')).toEqual({
      redirect: { destination: `/mutual-funds/${PARAG.slug}`, permanent: true },
      revalidate: FUND_REVALIDATE_S,
    });
  });

  it('loads the fund, its returns and peers of the same sub-category and plan, without itself', async () => {
    serveMarket();
    expect(await fundProps(PARAG.slug)).toEqual({
      props: { fund: PARAG, returns: PARAG_RETURNS, hasHistory: true, related: [QUANT_IDCW], jsonLd: PARAG_LD },
      revalidate: FUND_REVALIDATE_S,
    });
    expect(listQueries).toEqual([
      {
        category: 'Equity Scheme',
        sub_category: 'Flexi Cap Fund',
        plan: 'Regular',
        sort: 'returns',
        order: 'desc',
        page: '1',
        limit: '7',
      },
    ]);
  });

  it('keeps a page that lacks its related funds only briefly', async () => {
    serveMarket({ listFails: true });
    expect(await fundProps(PARAG.slug)).toEqual({
      props: { fund: PARAG, returns: PARAG_RETURNS, hasHistory: true, related: [], jsonLd: PARAG_LD },
      revalidate: PARTIAL_REVALIDATE_S,
    });
  });

  it('marks a fund with only the daily files as having no history', async () => {
    serveMarket();
    const result = await fundProps(UTI_NIFTY.slug);
    expect(result).toMatchObject({ props: { fund: UTI_NIFTY, hasHistory: false } });
  });
});
