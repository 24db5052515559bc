import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from '@/components/placeholders/publicPages';
import Placeholder from '@/components/ui/Placeholder';
import NotFound from '@/pages/404';
import ServerError from '@/pages/500';
import About from '@/pages/about';
import CodeOfConduct from '@/pages/code_of_conduct';
import ContactUs from '@/pages/contact-us';
import Home from '@/pages/index';
import PrivacyPolicy from '@/pages/privacy-policy';
import { renderWithProviders } from '../../support/render';

const CONTENT: [string, ComponentType][] = [
  ['/', Home],
  ['/about', About],
  ['/contact-us', ContactUs],
  ['/privacy-policy', PrivacyPolicy],
  ['/code_of_conduct', CodeOfConduct],
  ['/404', NotFound],
  ['/500', ServerError],
];

function headOf(Page: ComponentType) {
  const { unmount } = renderWithProviders(<Page />);
  const title = document.head.querySelector('title')?.textContent ?? '';
  const description =
    document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const h1 = screen.getAllByRole('heading', { level: 1 });
  unmount();
  return { title, description, h1Count: h1.length };
}

describe('content pages', () => {
  const heads = CONTENT.map(([path, Page]) => ({ path, ...headOf(Page) }));

  it.each(heads.map((h) => [h.path, h] as const))(
    '%s has a title, a description and one h1',
    (_path, head) => {
      expect(head.title.length).toBeGreaterThan(5);
      expect(head.description.length).toBeGreaterThan(30);
      expect(head.h1Count).toBe(1);
    },
  );

  it('gives every page its own title and description', () => {
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  it('puts the registration details and the FAQ on the home page', () => {
    renderWithProviders(<Home />);
    expect(screen.getByText(/AMFI-registered mutual fund distributor/)).toBeInTheDocument();
    expect(screen.getAllByText('29-May-2028').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIP Calculator' })).toHaveAttribute(
      'href',
      '/calculators/sip-calculator',
    );
  });

  it('gives the grievance escalation steps on the contact page', () => {
    renderWithProviders(<ContactUs />);
    expect(screen.getByRole('heading', { name: 'Grievance redressal' })).toBeInTheDocument();
    expect(screen.getByText(/SCORES/)).toBeInTheDocument();
    expect(screen.getByText(/Gurugram/)).toBeInTheDocument();
  });

  it('links home from the error pages', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('placeholder pages', () => {
  const all = Object.values(PUBLIC_PAGES);

  it('have distinct titles', () => {
    const titles = all.map((p) => `${p.title} | ZF`);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('each say what the page will do', () => {
    for (const p of all) expect(p.summary.length).toBeGreaterThan(20);
  });

  it('render the title, the plan and a way home', () => {
    renderWithProviders(<Placeholder title="Sample screen" summary="A screen that is not built yet." points={['Status and payment']} />);
    expect(document.title).toBe('Sample screen | ZF');
    expect(screen.getByRole('heading', { level: 1, name: 'Sample screen' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Status and payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
