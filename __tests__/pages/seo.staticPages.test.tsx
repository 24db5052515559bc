// The static pages read the editors' SEO metadata (GET /node/seo/{page}) when they are built, and fall back to
// their own text when there is none or the call fails: `next build` without a backend must still work.

import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import NotFound from '@/pages/404';
import ServerError from '@/pages/500';
import About, { getStaticProps as aboutProps } from '@/pages/about';
import CalculatorPage, { getStaticProps as calculatorProps } from '@/pages/calculators/[slug]';
import Calculators, { getStaticProps as calculatorsProps } from '@/pages/calculators/index';
import Conduct, { getStaticProps as conductProps } from '@/pages/code_of_conduct';
import Contact, { getStaticProps as contactProps } from '@/pages/contact-us';
import Home, { getStaticProps as homeProps } from '@/pages/index';
import Privacy, { getStaticProps as privacyProps } from '@/pages/privacy-policy';
import { at } from '../mocks/handlers/at';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../support/render';

setupMockServer();

type Loader = (ctx: { params?: Record<string, string> }) => Promise<unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props
type AnyPage = ComponentType<any>;

const PAGES: { path: string; key: string; Page: AnyPage; load: Loader; params?: Record<string, string>; own: string }[] = [
  { path: '/', key: 'home', Page: Home, load: homeProps as Loader, own: 'ZF | Mutual funds with an expert you can reach' },
  { path: '/about', key: 'about', Page: About, load: aboutProps as Loader, own: 'About ZF | AMFI-registered mutual fund distributor' },
  { path: '/contact-us', key: 'contact-us', Page: Contact, load: contactProps as Loader, own: 'Contact ZF | Support, office address and grievance redressal' },
  { path: '/privacy-policy', key: 'privacy-policy', Page: Privacy, load: privacyProps as Loader, own: 'Privacy policy | ZF' },
  { path: '/code_of_conduct', key: 'code_of_conduct', Page: Conduct, load: conductProps as Loader, own: 'Code of conduct for mutual fund distributors | ZF' },
  { path: '/calculators', key: 'calculators', Page: Calculators, load: calculatorsProps as Loader, own: 'Financial calculators: SIP, SWP, FD, NPS and more | ZF' },
  {
    path: '/calculators/sip-calculator',
    key: 'calculators-sip-calculator',
    Page: CalculatorPage,
    load: calculatorProps as Loader,
    params: { slug: 'sip-calculator' },
    own: 'SIP Calculator: monthly SIP returns and maturity value | ZF',
  },
];

let asked: string[] = [];
function serveSeo(answer: (page: string) => Response) {
  asked = [];
  server.use(
    http.get(at('node', '/seo/:page'), ({ params }) => {
      asked.push(String(params.page));
      return answer(String(params.page));
    }),
  );
}
const missing = () => HttpResponse.json({ status: 'failed', message: 'No SEO metadata for this page' }, { status: 404 });

function head() {
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.head.querySelector('title')?.textContent ?? '',
    description: meta('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogUrl: meta('meta[property="og:url"]'),
    ogType: meta('meta[property="og:type"]'),
    ogImage: meta('meta[property="og:image"]'),
    robots: meta('meta[name="robots"]'),
  };
}

async function renderLoaded(page: (typeof PAGES)[number]) {
  const result = (await page.load({ params: page.params })) as { props: Record<string, unknown>; revalidate: number };
  const view = renderWithProviders(<page.Page {...result.props} />);
  const h = head();
  view.unmount();
  return { result, head: h };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('static pages without editor metadata', () => {
  it.each(PAGES.map((p) => [p.path, p] as const))('%s uses its own text, with canonical and Open Graph', async (_path, page) => {
    serveSeo(missing);
    const { result, head: h } = await renderLoaded(page);
    expect(asked).toEqual([page.key]);
    expect(result.props.seo).toBeNull();
    // Looked at again soon: the editor may write metadata, or the backend may have been down.
    expect(result.revalidate).toBe(300);
    expect(h.title).toBe(page.own);
    expect(h.ogTitle).toBe(page.own);
    expect(h.description && h.description.length).toBeGreaterThan(40);
    expect(h.ogDescription).toBe(h.description);
    const url = `http://localhost:3000${page.path}`;
    expect(h.canonical).toBe(url);
    expect(h.ogUrl).toBe(url);
    expect(h.ogType).toBe('website');
    expect(h.robots).toBeNull();
  });

  it('gives every page its own title, description and canonical URL', async () => {
    serveSeo(missing);
    const heads = [];
    for (const page of PAGES) heads.push((await renderLoaded(page)).head);
    for (const field of ['title', 'description', 'canonical'] as const) {
      expect(new Set(heads.map((h) => h[field])).size).toBe(PAGES.length);
    }
  });

  it('still builds when the backend is unreachable', async () => {
    serveSeo(() => HttpResponse.error());
    for (const page of PAGES) {
      const { result, head: h } = await renderLoaded(page);
      expect(result.props.seo).toBeNull();
      expect(h.title).toBe(page.own);
    }
    // Only logged, never shown.
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('static pages with editor metadata', () => {
  it.each(PAGES.map((p) => [p.path, p] as const))("%s shows the editor's title, description and image", async (_path, page) => {
    serveSeo((key) =>
      HttpResponse.json({
        status: 'success',
        data: { page: key, title: `Editor title for ${key}`, description: `Editor description for ${key}.`, og_image_url: 'https://cdn.zf.example/og.png' },
      }),
    );
    const { result, head: h } = await renderLoaded(page);
    expect(result.revalidate).toBe(3600);
    expect(h.title).toBe(`Editor title for ${page.key}`);
    expect(h.description).toBe(`Editor description for ${page.key}.`);
    expect(h.ogTitle).toBe(`Editor title for ${page.key}`);
    expect(h.ogImage).toBe('https://cdn.zf.example/og.png');
    expect(h.canonical).toBe(`http://localhost:3000${page.path}`);
  });

  it('ignores half-written metadata (a title without a description) and a relative image', async () => {
    serveSeo(() => HttpResponse.json({ status: 'success', data: { title: 'Only a title', description: '  ', og_image_url: '/og.png' } }));
    const { result, head: h } = await renderLoaded(PAGES[1]);
    expect(result.props.seo).toBeNull();
    expect(h.title).toBe(PAGES[1].own);
    expect(h.ogImage).toBeNull();
  });
});

describe('error pages', () => {
  it.each([
    ['404', NotFound],
    ['500', ServerError],
  ] as const)('%s is kept out of search results and has no canonical', (_code, Page) => {
    const view = renderWithProviders(<Page />);
    const h = head();
    view.unmount();
    expect(h.robots).toBe('noindex');
    expect(h.canonical).toBeNull();
    expect(h.title.length).toBeGreaterThan(5);
  });
});
