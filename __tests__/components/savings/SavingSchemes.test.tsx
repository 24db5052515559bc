import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SavingSchemesPage, { getStaticProps } from '@/pages/m/saving-schemes';
import { at } from '../../mocks/handlers/at';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';

setupMockServer();

// No SEO metadata written for this page unless a test says otherwise.
beforeEach(() =>
  server.use(
    http.get(at('node', '/seo/:page'), () =>
      HttpResponse.json(
        { status: 'failed', message: 'No SEO metadata for this page' },
        { status: 404 },
      ),
    ),
  ),
);

const SCHEMES = [
  ['Public Provident Fund (PPF)', '7.1% a year'],
  ['Sukanya Samriddhi Yojana (SSY)', '8.2% a year'],
  ['Senior Citizens Savings Scheme (SCSS)', '8.2% a year, paid every quarter'],
  ['National Savings Certificate (NSC VIII issue)', '7.7% a year'],
  ['Kisan Vikas Patra (KVP)', '7.5% a year'],
  ['Post Office Monthly Income Scheme (POMIS)', '7.4% a year, paid every month'],
  ['Post Office Time Deposit (TD)', '1 year 6.9%, 2 years 7.0%, 3 years 7.1%, 5 years 7.5%'],
  ['RBI Floating Rate Savings Bonds, 2020 (Taxable)', '8.05% a year'],
];

describe('/m/saving-schemes', () => {
  it('is a static page, refreshed hourly, with our own title unless editors wrote one', async () => {
    expect(await getStaticProps({})).toEqual({ props: { seo: null }, revalidate: 3600 });

    server.use(
      http.get(at('node', '/seo/saving-schemes'), () =>
        HttpResponse.json({
          status: 'success',
          data: { title: 'Small savings rates | ZF', description: 'PPF, SSY and more.' },
        }),
      ),
    );
    const props = await getStaticProps({});
    expect(props).toEqual({
      props: { seo: { title: 'Small savings rates | ZF', description: 'PPF, SSY and more.' } },
      revalidate: 3600,
    });
    renderWithProviders(
      <SavingSchemesPage
        seo={{ title: 'Small savings rates | ZF', description: 'PPF, SSY and more.' }}
      />,
    );
    expect(document.querySelector('title')).toHaveTextContent('Small savings rates | ZF');
  });

  it.each(SCHEMES)('gives %s its rate, terms, tax and the source of the rate', (name, rate) => {
    renderWithProviders(<SavingSchemesPage />);
    const section = screen.getByRole('region', { name });
    expect(
      within(section).getByText(new RegExp(`^${rate.replace(/[.()]/g, '\\$&')}`)),
    ).toBeInTheDocument();
    for (const term of ['Tenure', 'Deposit limits', 'Tax', 'Who can invest']) {
      expect(within(section).getByText(term)).toBeInTheDocument();
    }
    expect(
      within(section).getByText(
        /^Rate source: .*(October–December 2025 quarter|1 July – 31 December 2025)/,
      ),
    ).toBeInTheDocument();
  });

  it('says rates change every quarter and must be checked', () => {
    renderWithProviders(<SavingSchemesPage />);
    const notice = screen.getByRole('complementary', { name: 'About these rates' });
    expect(notice).toHaveTextContent('Rates change every quarter.');
    expect(notice).toHaveTextContent('Check the current rate before you invest');
  });

  it('covers bank deposits with a dated source and links the FD calculator', () => {
    renderWithProviders(<SavingSchemesPage />);
    const fd = screen.getByRole('region', { name: 'Bank fixed deposits' });
    expect(within(fd).getByText(/DICGC up to ₹5 lakh per depositor per bank/)).toBeInTheDocument();
    expect(within(fd).getByText(/^Source: .*late 2025/)).toBeInTheDocument();
    expect(within(fd).getByRole('link', { name: /FD calculator/ })).toHaveAttribute(
      'href',
      '/calculators/fixed-deposite',
    );
  });

  it('has its own title, description and canonical address', () => {
    renderWithProviders(<SavingSchemesPage />);
    expect(document.querySelector('title')).toHaveTextContent(
      /^Saving schemes and fixed deposits: PPF, SSY, SCSS/,
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /source and date of every rate/,
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/m/saving-schemes',
    );
  });
});
