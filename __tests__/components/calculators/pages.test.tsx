import { screen, within } from '@testing-library/react';
import { CALCULATOR_LINKS } from '@/components/layout/footerLinks';
import CalculatorsIndexPage from '@/pages/calculators';
import CalculatorPage, { getStaticPaths, getStaticProps } from '@/pages/calculators/[slug]';
import { resetRouter } from '../../support/router';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';

// getStaticProps asks the SEO metadata service (answered 404 by the default handlers: no editor text).
setupMockServer();

beforeEach(() => resetRouter());

function jsonLd(): Record<string, unknown>[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) =>
    JSON.parse(s.textContent ?? ''),
  );
}

describe('calculator routes', () => {
  it('prebuilds exactly the slugs the footer links, and nothing else', async () => {
    const result = await getStaticPaths({});
    expect(result.fallback).toBe(false);
    const built = result.paths
      .map((p) => (typeof p === 'string' ? p : `/calculators/${p.params.slug}`))
      .sort();
    expect(built).toEqual(CALCULATOR_LINKS.map((l) => l.href).sort());
  });

  it('gives a real 404 for an unknown slug', async () => {
    expect(await getStaticProps({ params: { slug: 'mortgage' } })).toEqual({ notFound: true });
    expect(await getStaticProps({ params: { slug: 'sip-calculator' } })).toMatchObject({
      props: { slug: 'sip-calculator', seo: null },
    });
  });
});

describe('a calculator page', () => {
  it('has its own title, description, canonical URL and JSON-LD', () => {
    renderWithProviders(<CalculatorPage slug="fixed-deposite" />);
    expect(document.title || document.head.querySelector('title')?.textContent).toBe(
      'FD Calculator: fixed deposit maturity amount and interest | ZF',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /maturity amount and interest of a fixed deposit/,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/calculators/fixed-deposite',
    );
    const ld = jsonLd();
    const app = ld.find((d) => d['@type'] === 'WebApplication');
    expect(app).toMatchObject({
      name: 'Fixed Deposit Calculator',
      applicationCategory: 'FinanceApplication',
      url: 'http://localhost:3000/calculators/fixed-deposite',
    });
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; position: number }[];
    };
    expect(crumbs.itemListElement.map((c) => [c.position, c.name])).toEqual([
      [1, 'Home'],
      [2, 'Calculators'],
      [3, 'Fixed Deposit Calculator'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Fixed Deposit Calculator',
    );
  });

  it('explains the formula in plain words and links the other calculators', () => {
    renderWithProviders(<CalculatorPage slug="loan-against-mutual-fund" />);
    expect(screen.getByRole('heading', { name: 'How it is worked out' })).toBeInTheDocument();
    expect(
      screen.getByText(/EMI = P × r × \(1 \+ r\)\^n ÷ \(\(1 \+ r\)\^n − 1\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/our assumption from common lender practice in India \(2025\)/),
    ).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other calculators' });
    expect(within(others).getAllByRole('link')).toHaveLength(7);
  });
});

describe('the calculators index', () => {
  it('links every calculator with a line on what it does', () => {
    renderWithProviders(<CalculatorsIndexPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calculators' })).toBeInTheDocument();
    const links = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => within(h).getByRole('link'));
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(
      CALCULATOR_LINKS.map((l) => l.href).sort(),
    );
    expect(
      screen.getByText('What a fixed monthly SIP can grow to, year by year.'),
    ).toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/calculators',
    );
    expect(jsonLd().find((d) => d['@type'] === 'ItemList')).toMatchObject({
      itemListElement: expect.arrayContaining([
        expect.objectContaining({ name: 'NPS Calculator' }),
      ]),
    });
  });
});
