import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertDirectory from '@/components/experts/ExpertDirectory';
import { DEFAULT_CITY } from '@/store/contentSlice';
import { type ExpertFilters, filtersFromQuery } from '@/utils/experts/filters';
import type { ExpertSearchResult, PublicExpert } from '@/utils/experts/types';
import { DIRECTORY } from '../../mocks/handlers/experts';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';

beforeEach(() => resetRouter());

const MUMBAI = { city: 'Mumbai', lat: 19.076, lng: 72.8777 };

function result(
  items: PublicExpert[],
  city: ExpertSearchResult['city'] = MUMBAI,
): ExpertSearchResult {
  return { items, total: items.length, page: 1, limit: 12, city, pincode: null };
}

/** Renders the directory for an address, as the page does: filters read from the URL's query. */
function renderAt(
  search: string,
  items: PublicExpert[] = DIRECTORY.filter((e) => e.city === 'Mumbai'),
  city: ExpertSearchResult['city'] = MUMBAI,
) {
  setRoute(`/experts${search}`);
  const { filters, errors } = filtersFromQuery(mockRouter.query);
  return {
    filters,
    ...renderWithProviders(
      <ExpertDirectory
        filters={filters}
        errors={errors}
        result={result(items, city)}
        today="2026-11-22"
      />,
    ),
  };
}

/** The filters the app would read back from the address it navigated to. */
function pushedFilters(): ExpertFilters {
  expect(mockRouter.push).toHaveBeenCalledTimes(1);
  const url = new URL(mockRouter.push.mock.calls[0][0], 'http://localhost');
  expect(url.pathname).toBe('/experts');
  return filtersFromQuery(Object.fromEntries(url.searchParams)).filters;
}

describe('filters in the address', () => {
  it('shows the filters the address carries', () => {
    renderAt('?city=Mumbai&language=mh&product=gold&name=Sameer');
    expect(screen.getByLabelText('City')).toHaveValue('Mumbai');
    expect(screen.getByLabelText('Language')).toHaveValue('mh');
    expect(screen.getByLabelText('Product')).toHaveValue('gold');
    expect(screen.getByLabelText('Name')).toHaveValue('Sameer');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Gold experts in Mumbai who speak Marathi',
    );
  });

  it('puts what the visitor chose into the address, and reading it back gives the same filters', async () => {
    const u = userEvent.setup();
    renderAt('?city=Mumbai');
    await u.type(screen.getByLabelText('Name'), 'Aparna');
    await u.selectOptions(screen.getByLabelText('City'), 'Pune');
    await u.selectOptions(screen.getByLabelText('Language'), 'mh');
    await u.selectOptions(screen.getByLabelText('Product'), 'fixed-deposit');
    await u.click(screen.getByRole('button', { name: 'Find experts' }));
    expect(mockRouter.push).toHaveBeenCalledWith(
      '/experts?name=Aparna&city=Pune&language=mh&product=fixed-deposit',
    );
    expect(pushedFilters()).toEqual({
      name: 'Aparna',
      city: 'Pune',
      language: 'mh',
      product: 'fixed-deposit',
      page: 1,
    });
  });

  it('leaves the default city (Gurgaon) out of the address', async () => {
    const u = userEvent.setup();
    renderAt('?city=Mumbai');
    await u.selectOptions(screen.getByLabelText('City'), 'Gurgaon');
    await u.click(screen.getByRole('button', { name: 'Find experts' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/experts');
    expect(pushedFilters()).toEqual({ city: 'Gurgaon', page: 1 });
  });

  it('searches by pincode instead of the city, and refuses a pincode that is not six digits', async () => {
    const u = userEvent.setup();
    renderAt('?city=Mumbai');
    const pincode = screen.getByLabelText('Pincode');
    await u.type(pincode, '40a05');
    expect(pincode).toHaveValue('4005'); // digits only
    await u.click(screen.getByRole('button', { name: 'Find experts' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(pincode).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    await u.clear(pincode);
    await u.type(pincode, '400050');
    await u.click(screen.getByRole('button', { name: 'Find experts' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/experts?pincode=400050');
  });

  it('shows a bad pincode from the address beside the field', () => {
    setRoute('/experts?pincode=12');
    const { filters, errors } = filtersFromQuery(mockRouter.query);
    expect(filters.pincode).toBeUndefined();
    renderWithProviders(
      <ExpertDirectory filters={filters} errors={errors} result={result([])} today="2026-11-22" />,
    );
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(
      'Please enter a valid 6-digit pincode',
    );
  });
});

describe('results', () => {
  it('lists the experts with a summary and the badge only where the rule holds', () => {
    renderAt('?city=Mumbai');
    const list = screen.getByRole('list', { name: 'Experts' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Sameer Deshpande',
      'Rohit Pai',
    ]);
    expect(within(cards[0]).getByText('Registered expert')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Registered expert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 experts, nearest to the city centre first',
    );
  });

  it('says so when nobody matches, and offers every city', () => {
    renderAt('?city=Pune&language=gu', [], { city: 'Pune', lat: 18.5204, lng: 73.8567 });
    expect(screen.getByRole('heading', { name: 'No experts found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all cities' })).toHaveAttribute(
      'href',
      '/experts?city=all&language=gu',
    );
  });

  it('keeps the search in the store: searched data and the city with its coordinates', () => {
    const { store } = renderAt('?city=Mumbai');
    const expert = store.getState().content.expert;
    expect(expert.citySearch).toEqual(MUMBAI);
    expect(expert.searchedData.map((e) => e.name)).toEqual(['Sameer Deshpande', 'Rohit Pai']);
  });

  it('starts from Gurgaon in the store and keeps it for a search of every city', () => {
    const { store } = renderAt('?city=all', DIRECTORY, null);
    expect(store.getState().content.expert.citySearch).toEqual(DEFAULT_CITY);
    expect(DEFAULT_CITY).toEqual({ city: 'Gurgaon', lat: 28.4595, lng: 77.0266 });
  });
});
