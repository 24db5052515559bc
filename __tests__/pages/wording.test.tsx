// ZF is an AMFI-registered mutual fund distributor, and SEBI reserves "investment adviser" for the advisers it
// registers: public text calls ZF's people experts or distributors, never advisors or advisers. This guard
// renders the main public screens and reads the placeholder pages' texts so the word cannot creep back. The
// learn pages about NISM Series X-A/X-B describe the adviser profession itself and are deliberately not scanned.
import type { ReactElement } from 'react';
import AccountLogin from '@/components/auth/AccountLogin';
import ExpertDirectory from '@/components/experts/ExpertDirectory';
import ExpertProfile from '@/components/experts/ExpertProfile';
import Footer from '@/components/layout/Footer';
import PublicHeader from '@/components/layout/PublicHeader';
import { LOGGED_OUT, type ShellSession } from '@/components/layout/session';
import BecomeDistributor from '@/components/learn/BecomeDistributor';
import About from '@/pages/about';
import Conduct from '@/pages/code_of_conduct';
import Contact from '@/pages/contact-us';
import Home from '@/pages/index';
import Privacy from '@/pages/privacy-policy';
import { filtersFromQuery } from '@/utils/experts/filters';
import { DIRECTORY, expertFixture, expertHandlers } from '../mocks/handlers/experts';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../support/render';
import { mockRouter, resetRouter, setRoute } from '../support/router';

setupMockServer();
beforeEach(() => {
  server.use(...expertHandlers);
  resetRouter();
});

const FORBIDDEN = /advis[eo]r/i;
// The one sentence that may name the profession: About saying ZF is not one of them.
const ALLOWED = ['not investment advisers registered with SEBI'];

function withoutAllowed(text: string): string {
  return ALLOWED.reduce((t, phrase) => t.split(phrase).join(''), text);
}

/** Everything a visitor or a screen reader meets: visible text, title, meta content and accessible labels. */
function publicText(): string {
  const attrs = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder], meta[content]')].flatMap(
    (el) => ['aria-label', 'title', 'alt', 'placeholder', 'content'].map((a) => el.getAttribute(a) ?? ''),
  );
  const title = document.head.querySelector('title')?.textContent ?? '';
  return withoutAllowed([document.body.textContent ?? '', title, ...attrs].join('\n'));
}

const expert: ShellSession = { ...LOGGED_OUT, loggedIn: true, role: 'expert', name: 'Ravi Kumar', id: '101' };

function directory(): ReactElement {
  setRoute('/experts?city=Mumbai&product=gold');
  const { filters, errors } = filtersFromQuery(mockRouter.query);
  const items = DIRECTORY.filter((e) => e.city === 'Mumbai');
  return (
    <ExpertDirectory
      filters={filters}
      errors={errors}
      result={{ items, total: items.length, page: 1, limit: 12, city: null, pincode: null }}
      today="2026-11-22"
    />
  );
}

const SCREENS: [string, () => ReactElement][] = [
  ['home', () => <Home />],
  ['about', () => <About />],
  ['code of conduct', () => <Conduct />],
  ['privacy policy', () => <Privacy />],
  ['contact', () => <Contact />],
  ['become a ZF expert', () => <BecomeDistributor form={null} />],
  ['investor login', () => <AccountLogin audience="user" />],
  ['expert login', () => <AccountLogin audience="expert" />],
  ['expert directory', directory],
  [
    'expert profile',
    () => <ExpertProfile expert={expertFixture({ arn_status: 'validated', arn_valid_till: '29/05/2028' })} today="2026-11-22" />,
  ],
  ['header, logged out', () => <PublicHeader session={LOGGED_OUT} />],
  ['header, expert', () => <PublicHeader session={expert} />],
  ['footer', () => <Footer showDisclaimer />],
];

describe('public wording', () => {
  it.each(SCREENS)('the %s screen never says advisor or adviser', (_name, screen) => {
    renderWithProviders(screen());
    const text = publicText();
    expect(text.length).toBeGreaterThan(100);
    expect(text).not.toMatch(FORBIDDEN);
  });

  it('the expert profile shows the registered badge in the new words', () => {
    renderWithProviders(
      <ExpertProfile expert={expertFixture({ arn_status: 'validated', arn_valid_till: '29/05/2028' })} today="2026-11-22" />,
    );
    expect(document.body.textContent).toContain('Registered expert');
  });

  it('About states that ZF and its experts are distributors, not SEBI-registered advisers', () => {
    renderWithProviders(<About />);
    expect(document.body.textContent).toMatch(/mutual fund distributors registered with\s+AMFI, not investment advisers registered with SEBI/);
  });
});
