import {
  DEFAULT_FILTERS,
  type ExpertFilters,
  filtersFromQuery,
  filtersToApiParams,
  filtersToQuery,
  filtersToSearch,
} from '@/utils/experts/filters';

const roundTrip = (f: ExpertFilters) =>
  filtersFromQuery(Object.fromEntries(new URLSearchParams(filtersToSearch(f)))).filters;

describe('directory filters in the URL', () => {
  it('starts from Gurgaon, page 1, when the address has nothing', () => {
    expect(filtersFromQuery({})).toEqual({ filters: { city: 'Gurgaon', page: 1 }, errors: {} });
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it.each<ExpertFilters>([
    { city: 'Mumbai', page: 1 },
    { name: 'Hetal Shah', city: 'all', language: 'gu', product: 'gold', page: 3 },
    { city: 'Gurgaon', pincode: '122002', language: 'pj', page: 1 },
    { name: 'R&D 100%', city: 'Pune', product: 'loan-against-mutual-funds', page: 2 },
  ])('comes back unchanged from its own address: %o', (filters) => {
    expect(roundTrip(filters)).toEqual(filters);
  });

  it('writes one address per view: known spellings, fixed order, defaults left out', () => {
    expect(filtersToQuery({ city: 'bombay', page: 1 })).toEqual({ city: 'Mumbai' });
    expect(
      filtersToSearch({ product: 'gold', language: 'hi', city: 'Pune', name: ' Aparna ', page: 2 }),
    ).toBe('?name=Aparna&city=Pune&language=hi&product=gold&page=2');
    // A pincode replaces the city.
    expect(filtersToQuery({ city: 'Mumbai', pincode: '400050', page: 1 })).toEqual({
      pincode: '400050',
    });
  });

  it('drops what does not check out and says why, without failing the page', () => {
    const { filters, errors } = filtersFromQuery({
      pincode: '12345',
      language: 'fr',
      product: 'crypto',
      page: '-2',
      city: 'Gurugram',
    });
    expect(filters).toEqual({ city: 'Gurgaon', page: 1 });
    expect(errors).toEqual({
      pincode: 'Please enter a valid 6-digit pincode',
      language: 'Please choose a language from the list',
      product: 'Please choose a product from the list',
    });
  });

  it('reads the first of repeated values and ignores blanks', () => {
    expect(filtersFromQuery({ city: ['Delhi', 'Pune'], name: '  ', pincode: '' }).filters).toEqual({
      city: 'Delhi',
      page: 1,
    });
  });

  it('always names the city to the backend, unless a pincode replaces it', () => {
    expect(filtersToApiParams({ city: 'Gurgaon', page: 1 })).toEqual({
      city: 'Gurgaon',
      limit: 12,
    });
    expect(filtersToApiParams({ city: 'Gurgaon', pincode: '122002', page: 2 })).toEqual({
      pincode: '122002',
      page: '2',
      limit: 12,
    });
  });
});
