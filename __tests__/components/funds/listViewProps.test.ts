import type { GetStaticPropsContext } from 'next';
import { LIST_REVALIDATE_S, UNKNOWN_VIEW_REVALIDATE_S, filterChoices, listPage } from '@/components/funds/loadFundList';
import { getStaticProps as fundsPageProps } from '@/pages/mutual-funds/[[...slug]]';
import { getStaticPaths, getStaticProps } from '@/pages/mutual-funds/view/[[...view]]';
import { setupMockServer } from '../../mocks/server';
import { LIST, META } from './fixtures';
import { listQueries, seoPages, serveMarket } from './marketServer';

setupMockServer();

const plainListProps = async (ctx: object) => {
  const result = await fundsPageProps({ ...ctx, params: {} } as GetStaticPropsContext<{ slug?: string[] }>);
  return 'props' in result && result.props.kind === 'list' ? { ...result, props: result.props.list } : result;
};

const viewProps = (...view: string[]) =>
  getStaticProps({ params: { view } } as GetStaticPropsContext<{ view?: string[] }>);

describe('the fund list’s common views from the render cache', () => {
  it('builds no view ahead', async () => {
    expect(await getStaticPaths({})).toEqual({ paths: [], fallback: 'blocking' });
  });

  it('renders the plain list as /mutual-funds would, with the editors’ SEO text, kept a few minutes', async () => {
    serveMarket();
    expect(await plainListProps({})).toEqual({
      props: {
        filters: expect.objectContaining({ category: '', sort: 'returns', order: 'desc', page: 1 }),
        list: listPage(LIST),
        meta: filterChoices(META),
        seo: { title: 'Mutual funds online | ZF', description: 'Written by our editors.' },
      },
      revalidate: LIST_REVALIDATE_S,
    });
    expect(seoPages).toEqual(['mutual-funds']);
  });

  it('renders one category, one fund house and an order from their paths', async () => {
    serveMarket();
    await viewProps('category', 'Equity Scheme');
    await viewProps('fund_house', 'SBI Mutual Fund');
    await viewProps('sort', 'nav', 'asc');
    expect(listQueries).toEqual([
      { category: 'Equity Scheme', sort: 'returns', order: 'desc', page: '1', limit: '20' },
      { fund_house: 'SBI Mutual Fund', sort: 'returns', order: 'desc', page: '1', limit: '20' },
      { sort: 'nav', order: 'asc', page: '1', limit: '20' },
    ]);
  });

  it('moves a short category to its canonical view, as /mutual-funds does', async () => {
    serveMarket();
    expect(await viewProps('category', 'elss')).toEqual({
      redirect: { destination: '/mutual-funds?category=Equity+Scheme&sub_category=ELSS', permanent: true },
      revalidate: LIST_REVALIDATE_S,
    });
  });

  it('answers 404 for a value the data does not hold and for paths that are no view, without keeping a page', async () => {
    serveMarket();
    const notFound = { notFound: true, revalidate: UNKNOWN_VIEW_REVALIDATE_S };
    expect(await viewProps('fund_house', 'No Such Mutual Fund')).toEqual(notFound);
    expect(await viewProps('sort', 'nav', 'sideways')).toEqual(notFound);
    expect(await viewProps('page', '2')).toEqual(notFound);
    expect(await viewProps()).toEqual(notFound); // the plain list is /mutual-funds itself
  });

  it('fails when the list cannot be loaded, so that the cache keeps serving its last good page', async () => {
    serveMarket({ listFails: true });
    await expect(plainListProps({})).rejects.toThrow('could not be loaded');
    await expect(viewProps('category', 'Equity Scheme')).rejects.toThrow('could not be loaded');
  });
});
