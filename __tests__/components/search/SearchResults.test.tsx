import type { GetServerSidePropsContext } from 'next';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Page, { RESULTS_SIZE, getServerSideProps } from '@/pages/search';
import type { SearchResultsProps } from '@/components/search/SearchResults';
import type { SearchHit } from '@/services/search.api';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter } from '../../support/router';

setupMockServer();

const hit = (index: string, id: string, source: Record<string, unknown>): SearchHit => ({ _index: index, _id: id, _score: 1, _source: { id, ...source } });

const HITS: SearchHit[] = [
  hit('products', '122639', { scheme_name: 'Parag Parikh Flexi Cap Fund', title: 'Parag Parikh Flexi Cap Fund', description: 'Direct Plan · Growth', display_url: '/mutual-funds/ppfc-direct-growth' }),
  hit('articles', 'a1', { title: 'How flexi cap funds work', description: 'A plain guide', display_url: '/m/flexi-cap-funds' }),
  hit('products', '122640', { scheme_name: 'Parag Parikh Flexi Cap Fund', title: 'Parag Parikh Flexi Cap Fund', description: 'Regular Plan · Growth', display_url: '/mutual-funds/ppfc-regular-growth' }),
  hit('users', 'e1', { name: 'Rahul Mehta', title: 'Rahul Mehta', arn: 'ARN-101010', display_url: 'javascript:alert(1)' }),
];

let bodies: unknown[];
function serve(answer: 'ok' | 'down') {
  server.use(
    http.post(at('search', '/administration/v2/search'), async ({ request }) => {
      bodies.push(await request.json());
      if (answer === 'down') return HttpResponse.json({ status: 'failed' }, { status: 503 });
      return HttpResponse.json({ hits: { total: { value: 240 }, hits: HITS } });
    }),
  );
}

function context(q: string | undefined) {
  const headers: Record<string, string> = {};
  const ctx = {
    query: q === undefined ? {} : { q },
    res: { setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v) },
  } as unknown as GetServerSidePropsContext;
  return { ctx, headers };
}

async function propsFor(q: string | undefined): Promise<SearchResultsProps> {
  const result = await getServerSideProps(context(q).ctx);
  return (result as { props: SearchResultsProps }).props;
}

beforeEach(() => {
  bodies = [];
  resetRouter();
});

describe('/search getServerSideProps', () => {
  it('asks the search service for the best 50 (the most one request may ask for) with the multi_match phrase query of the spec', async () => {
    serve('ok');
    const { ctx, headers } = context('  flexi cap ');
    const result = (await getServerSideProps(ctx)) as { props: SearchResultsProps };
    expect(bodies).toEqual([
      { size: RESULTS_SIZE, query: { multi_match: { query: 'flexi cap', type: 'phrase', fields: ['description', 'title', 'question', 'scheme_name', 'name', 'products'] } } },
    ]);
    expect(RESULTS_SIZE).toBe(50);
    expect(result.props).toEqual({ query: 'flexi cap', total: 240, hits: HITS });
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
  });

  it('does not call the service without a query, and says so when the service is down', async () => {
    serve('down');
    expect(await propsFor(undefined)).toEqual({ query: '', total: 0, hits: [] });
    expect(bodies).toEqual([]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // two calls: the query client retries a failed read once
    expect(await propsFor('flexi')).toEqual({ query: 'flexi', total: 0, hits: [], failed: true });
    expect(bodies).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('results page', () => {
  it('groups the hits by kind with counts, the total found, and safe links', () => {
    renderWithProviders(<Page query="flexi cap" total={240} hits={HITS} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “flexi cap”');
    expect(screen.getByText('240 results, the best 4 shown')).toBeInTheDocument();
    const funds = screen.getByRole('region', { name: /Funds/ });
    expect(within(funds).getByRole('heading', { level: 2 })).toHaveTextContent('Funds 2 results');
    expect(within(funds).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/mutual-funds/ppfc-direct-growth', '/mutual-funds/ppfc-regular-growth']);
    expect(within(funds).getByText('Regular Plan · Growth')).toBeInTheDocument();
    const experts = screen.getByRole('region', { name: /Experts/ });
    // a display_url that is not a site path or web address never becomes a link target
    expect(within(experts).getByRole('link', { name: 'Rahul Mehta' })).toHaveAttribute('href', '/experts');
    const jump = screen.getByRole('navigation', { name: 'Result groups' });
    expect(within(jump).getAllByRole('link').map((a) => a.textContent)).toEqual(['Funds 2', 'Articles 1', 'Experts 1']);
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('flexi cap');
  });

  it('says when nothing was found, when nothing was asked, and when search is unavailable', () => {
    const { rerender } = renderWithProviders(<Page query="zzqq" total={0} hits={[]} />);
    expect(screen.getByRole('heading', { name: 'Nothing found for “zzqq”' })).toBeInTheDocument();
    rerender(<Page query="" total={0} hits={[]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search');
    expect(screen.getByText(/Type a fund name, a topic or an expert’s name/)).toBeInTheDocument();
    rerender(<Page query="flexi" total={0} hits={[]} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Search is not available right now');
  });
});
