import {
  DEFAULT_FUND_FILTERS,
  type FundFilters,
  MAX_SEARCH_LENGTH,
  activeFilterCount,
  changeFilters,
  fundFiltersToQuery,
  fundListHref,
  fundListParams,
  pageCount,
  parseFundFilters,
  toProductFilter,
} from '@/utils/funds/filters';

/** What the browser's address bar hands back for an href we rendered. */
function parseHref(href: string): FundFilters {
  const url = new URL(href, 'http://x.test');
  expect(url.pathname).toBe('/mutual-funds');
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, key) => (query[key] = value));
  return parseFundFilters(query);
}

const filtered: FundFilters = {
  q: 'flexi cap',
  category: 'Solution Oriented Scheme',
  sub_category: 'Children’s Fund',
  fund_house: 'Tata Mutual Fund & Co / Test',
  plan: 'Regular',
  option: 'IDCW',
  sort: 'returns_5y',
  order: 'asc',
  page: 3,
};

describe('fund filters in the URL', () => {
  it.each([
    ['the default view', DEFAULT_FUND_FILTERS],
    ['every filter set, with &, / and a curly quote in values', filtered],
    [
      'a search in its default order (best match)',
      { ...DEFAULT_FUND_FILTERS, q: 'parag', sort: 'relevance' as const },
    ],
    [
      'a search sorted by 1Y return, which is then not the default',
      { ...DEFAULT_FUND_FILTERS, q: 'parag' },
    ],
    [
      'a name sort descending on page 2',
      { ...DEFAULT_FUND_FILTERS, sort: 'name' as const, page: 2 },
    ],
  ])('round-trips %s', (_, filters) => {
    expect(parseHref(fundListHref(filters))).toEqual(filters);
  });

  it('leaves defaults out of the address, so the plain list is just /mutual-funds', () => {
    expect(fundListHref(DEFAULT_FUND_FILTERS)).toBe('/mutual-funds');
    expect(fundListHref({ ...DEFAULT_FUND_FILTERS, q: 'hdfc', sort: 'relevance' })).toBe(
      '/mutual-funds?q=hdfc',
    );
    expect(
      fundFiltersToQuery({ ...DEFAULT_FUND_FILTERS, category: 'Debt Scheme', order: 'asc' }),
    ).toEqual({
      category: 'Debt Scheme',
      order: 'asc',
    });
  });

  it('writes keys in one order whatever order they were shared in', () => {
    const a = parseFundFilters({ plan: 'direct', category: 'Equity Scheme', page: '2' });
    const b = parseFundFilters({ page: '2', category: 'Equity Scheme', plan: 'DIRECT' });
    expect(fundListHref(a)).toBe('/mutual-funds?category=Equity+Scheme&plan=Direct&page=2');
    expect(fundListHref(b)).toBe(fundListHref(a));
  });

  it('drops what makes no sense instead of failing', () => {
    expect(
      parseFundFilters({
        plan: 'gold',
        option: 'dividend',
        sort: 'popularity',
        order: 'up',
        page: '-4',
        category: ['Debt Scheme', 'Equity Scheme'],
      }),
    ).toEqual({ ...DEFAULT_FUND_FILTERS, category: 'Debt Scheme' });
    expect(parseFundFilters({ page: '1e3' }).page).toBe(1);
    expect(parseFundFilters({ page: '0' }).page).toBe(1);
    // Best match only exists while searching.
    expect(parseFundFilters({ sort: 'relevance' }).sort).toBe('returns');
  });

  it('tidies search text and keeps it within the backend limit', () => {
    const long = 'a'.repeat(MAX_SEARCH_LENGTH + 50);
    expect(parseFundFilters({ q: `  parag \n parikh ` }).q).toBe('parag parikh');
    expect(parseFundFilters({ q: long }).q).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('changing filters', () => {
  it('starts again at page 1 unless the change is the page', () => {
    const onPage4 = { ...DEFAULT_FUND_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { category: 'Debt Scheme' }).page).toBe(1);
    expect(changeFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it('switches between the browse and search default orders, but keeps a chosen order', () => {
    expect(changeFilters(DEFAULT_FUND_FILTERS, { q: 'axis' }).sort).toBe('relevance');
    expect(
      changeFilters({ ...DEFAULT_FUND_FILTERS, q: 'axis', sort: 'relevance' }, { q: '' }).sort,
    ).toBe('returns');
    expect(changeFilters({ ...DEFAULT_FUND_FILTERS, sort: 'nav' }, { q: 'axis' }).sort).toBe('nav');
  });
});

describe('the backend query and the store mirror', () => {
  it('asks the service for exactly the view', () => {
    expect(fundListParams(filtered)).toEqual({
      q: 'flexi cap',
      category: 'Solution Oriented Scheme',
      sub_category: 'Children’s Fund',
      fund_house: 'Tata Mutual Fund & Co / Test',
      plan: 'Regular',
      option: 'IDCW',
      sort: 'returns_5y',
      order: 'asc',
      page: 3,
      limit: 20,
    });
    // Best match is the service's own order for a search: no sort is sent.
    expect(
      fundListParams({ ...DEFAULT_FUND_FILTERS, q: 'x', sort: 'relevance' }),
    ).not.toHaveProperty('sort');
  });

  it('mirrors the view into the spec product filter, rating left at 0', () => {
    expect(toProductFilter(filtered)).toEqual({
      productcategory: 'Solution Oriented Scheme',
      productsubcategory: 'Children’s Fund',
      productfundhouse: 'Tata Mutual Fund & Co / Test',
      productrating: 0,
      sortby: 'asc',
    });
    expect(toProductFilter(DEFAULT_FUND_FILTERS).sortby).toBe('desc');
  });

  it('counts narrowing filters and pages', () => {
    expect(activeFilterCount(filtered)).toBe(5);
    expect(activeFilterCount({ ...DEFAULT_FUND_FILTERS, q: 'x', order: 'asc' })).toBe(0);
    expect([pageCount(0), pageCount(20), pageCount(21), pageCount(14310)]).toEqual([1, 1, 2, 716]);
  });
});
