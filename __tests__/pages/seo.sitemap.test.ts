// /sitemap.xml, /sitemaps/{kind}-{page}.xml and /robots.txt as a crawler gets them, with the backend mocked.
import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { getServerSideProps as indexProps } from '@/pages/sitemap.xml';
import { getServerSideProps as childProps } from '@/pages/sitemaps/[name]';
import { getServerSideProps as robotsProps } from '@/pages/robots.txt';
import { at } from '../mocks/handlers/at';
import { server, setupMockServer } from '../mocks/server';

setupMockServer();

const PARAG = '/mutual-funds/parag-parikh-flexi-cap-fund-regular-plan-growth';
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });
const summary = (kind: string, total: number, pages: number) => ({
  kind,
  total,
  page_size: 45_000,
  pages: Array.from({ length: pages }, (_, i) => ({ page: i + 1, lastmod: `2026-08-2${i}T04:30:00Z` })),
});

function serveBackend({ down = false } = {}) {
  server.use(
    http.get(at('market', '/sitemap'), () => (down ? HttpResponse.error() : ok([summary('funds', 50_000, 2)]))),
    http.get(at('node', '/sitemap'), () =>
      ok([summary('articles', 40, 1), summary('videos', 0, 0), summary('questions', 5, 1), summary('experts', 12, 1)]),
    ),
    http.get(at('market', '/sitemap/funds'), ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      if (page === '9') return HttpResponse.json({ status: 'failed', message: 'No page 9' }, { status: 404 });
      return ok({ kind: 'funds', page: Number(page), page_size: 45_000, total: 2, items: [{ path: PARAG, lastmod: '2026-08-21T04:30:00Z' }, { path: '/mutual-funds/a&b', lastmod: null }] });
    }),
    http.get(at('node', '/sitemap/:kind'), ({ params }) =>
      ok({ kind: params.kind, page: 1, page_size: 45_000, total: 1, items: [{ path: '/videos/nav-explained?lang=hi', lastmod: '2025-07-06T04:30:00Z' }] }),
    ),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own params
function call<P>(handler: (ctx: GetServerSidePropsContext<any>) => Promise<P>, params: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    body: '',
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    end(body?: string) {
      res.body = body ?? '';
    },
  };
  const ctx = { params, res, req: {}, query: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
  return handler(ctx).then((result) => ({ result, res, headers }));
}

const locs = (xml: string) => Array.from(new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('loc'), (l) => l.textContent);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('/sitemap.xml', () => {
  it('is an index of the static file and every file of each kind that has pages, with absolute URLs', async () => {
    serveBackend();
    const { res, headers } = await call(indexProps);
    expect(res.statusCode).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/xml/);
    expect(headers['cache-control']).toBe('public, s-maxage=3600, stale-while-revalidate=86400');
    expect(res.body).toContain('<sitemapindex');
    expect(locs(res.body)).toEqual([
      'http://localhost:3000/sitemaps/static-1.xml',
      'http://localhost:3000/sitemaps/funds-1.xml',
      'http://localhost:3000/sitemaps/funds-2.xml',
      'http://localhost:3000/sitemaps/articles-1.xml',
      'http://localhost:3000/sitemaps/questions-1.xml',
      'http://localhost:3000/sitemaps/experts-1.xml',
    ]);
  });

  it('uses NEXT_PUBLIC_SITE_URL for the addresses', async () => {
    serveBackend();
    const saved = process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = 'https://www.zf.example/';
    try {
      const { res } = await call(indexProps);
      expect(locs(res.body)[0]).toBe('https://www.zf.example/sitemaps/static-1.xml');
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
      else process.env.NEXT_PUBLIC_SITE_URL = saved;
    }
  });

  it('answers 503, uncached, when the backend is unreachable: never an empty sitemap', async () => {
    serveBackend({ down: true });
    const { res, headers } = await call(indexProps);
    expect(res.statusCode).toBe(503);
    expect(headers['cache-control']).toBe('no-store');
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).not.toContain('<sitemapindex');
  });
});

describe('/sitemaps/{kind}-{page}.xml', () => {
  it('lists a fund page in the funds file, escaped', async () => {
    serveBackend();
    const { res, headers } = await call(childProps, { name: 'funds-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/xml/);
    expect(headers['cache-control']).toBe('public, s-maxage=3600, stale-while-revalidate=86400');
    expect(res.body).toContain('<lastmod>2026-08-21T04:30:00Z</lastmod>');
    expect(res.body).toContain('a&amp;b');
    expect(locs(res.body)).toEqual([`http://localhost:3000${PARAG}`, 'http://localhost:3000/mutual-funds/a&b']);
  });

  it('serves content files from the node service', async () => {
    serveBackend();
    const { res } = await call(childProps, { name: 'videos-1.xml' });
    expect(locs(res.body)).toEqual(['http://localhost:3000/videos/nav-explained?lang=hi']);
  });

  it('lists the static pages without asking the backend', async () => {
    const { res } = await call(childProps, { name: 'static-1.xml' });
    const pages = locs(res.body);
    expect(pages).toContain('http://localhost:3000/');
    expect(pages).toContain('http://localhost:3000/about');
    expect(pages).toContain('http://localhost:3000/calculators/sip-calculator');
    expect(pages).toContain('http://localhost:3000/mutual-funds');
  });

  it('is a 404 for unknown names and pages past the end, and a 503 when the backend is down', async () => {
    serveBackend();
    expect((await call(childProps, { name: 'users-1.xml' })).result).toEqual({ notFound: true });
    expect((await call(childProps, { name: 'static-2.xml' })).result).toEqual({ notFound: true });
    expect((await call(childProps, { name: 'funds-9.xml' })).result).toEqual({ notFound: true });
    server.use(http.get(at('node', '/sitemap/:kind'), () => HttpResponse.json({ status: 'failed' }, { status: 500 })));
    const { res } = await call(childProps, { name: 'articles-1.xml' });
    expect(res.statusCode).toBe(503);
  });
});

describe('/robots.txt', () => {
  it('is plain text with the disallow rules and the absolute sitemap address', async () => {
    const { res, headers } = await call(robotsProps);
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /dashboard\n');
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
