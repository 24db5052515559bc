import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
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
