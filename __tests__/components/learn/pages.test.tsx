// Server props and rendered heads of the learning pages: content in the HTML, unique titles, canonical, JSON-LD.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import GuidePage from '@/components/learn/guide/GuidePage';
import { GUIDES } from '@/components/learn/guides';
import { rankFundHouses } from '@/components/learn/topAmc';
import { MOCK_EXAM_PAGES } from '@/components/learn/mockTestContent';
import NewsroomPage, { getServerSideProps as newsroomProps } from '@/pages/newsroom';
import MockTestListPage, { getServerSideProps as mockListProps } from '@/pages/m/nism-series-v-a-mock-test';
import { getServerSideProps as mockTestProps } from '@/pages/m/nism-series-v-a-mock-test/[testId]';
import { getServerSideProps as xaTestProps } from '@/pages/m/nism-series-x-a-mock-test/[testId]';
import TopAmcPage, { getServerSideProps as topAmcProps } from '@/pages/m/top-amc-mutual-funds';
import { QUICK_LINK_GROUPS } from '@/components/layout/footerLinks';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { PAPER } from './fixtures';
import { renderWithProviders } from '../../support/render';

setupMockServer();

function context(params: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  const ctx = { params, query: {}, req: {}, res: { setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v) } };
  // One loose context for every page's getServerSideProps (each declares its own params type).
  return { ctx: ctx as unknown as GetServerSidePropsContext as never, headers };
}

function jsonLd(container: HTMLElement): Array<Record<string, unknown>> {
  return Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '{}'));
}

const FUND_HOUSES = [
  { fund_house: 'Beta Mutual Fund', count: 300 },
  { fund_house: 'Alpha Mutual Fund', count: 300 },
  { fund_house: 'Gamma Mutual Fund', count: 400 },
];

describe('Top AMC mutual funds', () => {
  it('ranks by number of schemes, ties alphabetically, with each share of the total', () => {
    const ranking = rankFundHouses({ fund_houses: FUND_HOUSES }, 2);
    expect(ranking).toEqual({
      totalHouses: 3,
      totalSchemes: 1000,
      rows: [
        { rank: 1, fund_house: 'Gamma Mutual Fund', schemes: 400, share: 40 },
        { rank: 2, fund_house: 'Alpha Mutual Fund', schemes: 300, share: 30 },
      ],
    });
  });

  it('renders the ranking from the market service, says it is by number of schemes, and caches for an hour', async () => {
    server.use(
      http.get(at('market', '/funds/meta/filters'), () =>
        HttpResponse.json({ status: 'success', data: { categories: [], fund_houses: FUND_HOUSES, plans: [], options: [] } }),
      ),
      http.get(at('market', '/funds'), () =>
        HttpResponse.json({ status: 'success', data: { total: 2, page: 1, limit: 20, items: [{ nav_date: '2026-08-18' }, { nav_date: '2026-08-21' }] } }),
      ),
    );
    const { ctx, headers } = context();
    const result = await topAmcProps(ctx);
    expect(headers['cache-control']).toBe('public, s-maxage=3600, stale-while-revalidate=86400');
    const props = (result as { props: Parameters<typeof TopAmcPage>[0] }).props;
    expect(props.asOf).toBe('2026-08-21');
    const { container } = renderWithProviders(<TopAmcPage {...props} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1Gamma Mutual Fund40040.0%', '2Alpha Mutual Fund30030.0%', '3Beta Mutual Fund30030.0%']);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/mutual-funds?fund_house=Gamma%20Mutual%20Fund');
    expect(screen.getByText('number of schemes', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/not by assets under management/)).toBeInTheDocument();
    expect(screen.getByText(/AMFI NAV file of 21-Aug-2026/)).toBeInTheDocument();
    expect(jsonLd(container).map((d) => d['@type'])).toEqual(['WebPage', 'BreadcrumbList', 'FAQPage']);
  });

  it('shows an error state and is not cached when the market service fails', async () => {
    server.use(
      http.get(at('market', '/funds/meta/filters'), () => HttpResponse.json({ status: 'failed' }, { status: 503 })),
      http.get(at('market', '/funds'), () => HttpResponse.json({ status: 'failed' }, { status: 503 })),
    );
    const { ctx, headers } = context();
    const { props } = (await topAmcProps(ctx)) as { props: Parameters<typeof TopAmcPage>[0] };
    expect(headers['cache-control']).toBe('no-store');
    renderWithProviders(<TopAmcPage {...props} />);
    expect(screen.getByText('The fund list could not be loaded')).toBeInTheDocument();
  });
});

describe('mock test pages', () => {
  it('lists the papers from the learning service', async () => {
    server.use(http.get(at('lms', '/mock-tests'), () => HttpResponse.json({ status: 'success', data: [PAPER] })));
    const { ctx, headers } = context();
    const { props } = (await mockListProps(ctx)) as { props: Parameters<typeof MockTestListPage>[0] };
    expect(headers['cache-control']).toMatch(/s-maxage=300/);
    renderWithProviders(<MockTestListPage {...props} />);
    expect(screen.getByRole('link', { name: /Open fixture test/ })).toHaveAttribute('href', `/m/nism-series-v-a-mock-test/${PAPER.id}`);
    expect(screen.getByText('3 questions · 1 minutes · pass mark 50%')).toBeInTheDocument();
  });

  it('answers 404 for a test the service does not know, and passes the paper otherwise', async () => {
    server.use(
      http.get(at('lms', '/mock-tests/:id'), ({ params }) =>
        params.id === PAPER.id
          ? HttpResponse.json({ status: 'success', data: PAPER })
          : HttpResponse.json({ status: 'failed', message: 'Mock test not found' }, { status: 404 }),
      ),
    );
    expect(await mockTestProps(context({ testId: 'nope' }).ctx)).toEqual({ notFound: true });
    expect(await mockTestProps(context({ testId: PAPER.id }).ctx)).toEqual({ props: { paper: PAPER } });
    // A V-A paper is not served under the X-A address.
    expect(await xaTestProps(context({ testId: PAPER.id }).ctx)).toEqual({ notFound: true });
  });
});

describe('newsroom', () => {
  it('shows announcements with sources and the latest articles from the node service', async () => {
    server.use(
      http.get(at('node', '/article/list'), () =>
        HttpResponse.json({ status: 'success', data: { items: [{ slug: 'what-is-nav', title: 'What is NAV?', published_at: '2026-10-01T00:00:00Z' }] } }),
      ),
    );
    const { ctx } = context();
    const { props } = (await newsroomProps(ctx)) as { props: Parameters<typeof NewsroomPage>[0] };
    renderWithProviders(<NewsroomPage {...props} />);
    expect(screen.getByRole('link', { name: 'What is NAV?' })).toHaveAttribute('href', '/m/what-is-nav');
    expect(screen.getByRole('heading', { name: 'Redemption money within three working days' }).parentElement).toHaveTextContent(
      'Source: SEBI circular on timelines for transfer of redemption and dividend proceeds to unitholders (25-Nov-2022)',
    );
  });
});

describe('guides', () => {
  it('every guide has a unique title, description and path, a canonical link, breadcrumbs, FAQPage and dated sources', () => {
    expect(new Set(GUIDES.map((g) => g.title)).size).toBe(GUIDES.length);
    expect(new Set(GUIDES.map((g) => g.description)).size).toBe(GUIDES.length);
    for (const guide of GUIDES) {
      const { container, unmount } = renderWithProviders(<GuidePage guide={guide} />);
      // React 19 hoists <link> and <meta> into the document head.
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${guide.path}$`));
      expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', guide.title);
      const types = jsonLd(container).map((d) => d['@type']);
      expect(types).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(guide.heading);
      expect(guide.sources.length).toBeGreaterThan(0);
      for (const s of guide.sources) expect(s.date).toMatch(/\d{4}/);
      unmount();
    }
  });

  it('exists for every learning path the footer\u2019s Quick Links name', () => {
    const built = new Set([...GUIDES.map((g) => g.path), ...MOCK_EXAM_PAGES.map((p) => p.path), '/m/top-amc-mutual-funds']);
    const footerLearnPaths = QUICK_LINK_GROUPS.flatMap((g) => g.links.map((l) => l.href)).filter((h) => h.startsWith('/m/'));
    expect(footerLearnPaths.filter((p) => !built.has(p))).toEqual([]);
  });
});
