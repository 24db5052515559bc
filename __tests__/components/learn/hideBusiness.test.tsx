// The spec's hideBusiness flag: the 'Become ZF Expert' page answers 404 and no menu, footer or call to action
// offers it, while the rest of the site is unchanged.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GuidePage from '@/components/learn/guide/GuidePage';
import { HOW_TO_GET_ARN } from '@/components/learn/guides';
import Footer from '@/components/layout/Footer';
import ForAdvisors from '@/components/home/ForAdvisors';
import { getStaticProps } from '@/pages/mutual-fund-distributor';
import { isBusinessHidden } from '@/utils/business';
import { renderWithProviders } from '../../support/render';

const OFFER = '/mutual-fund-distributor';
const previous = process.env.NEXT_PUBLIC_HIDE_BUSINESS;
afterEach(() => {
  if (previous === undefined) delete process.env.NEXT_PUBLIC_HIDE_BUSINESS;
  else process.env.NEXT_PUBLIC_HIDE_BUSINESS = previous;
});

const linksTo = (container: HTMLElement, href: string) =>
  within(container).queryAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('href') === href);

describe('isBusinessHidden', () => {
  it.each([
    ['1', true],
    ['true', true],
    [' YES ', true],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('reads %p as %p', (value, hidden) => {
    expect(isBusinessHidden(value)).toBe(hidden);
  });
});

describe('/mutual-fund-distributor', () => {
  it('is built normally, and is a 404 when the business is hidden', async () => {
    delete process.env.NEXT_PUBLIC_HIDE_BUSINESS;
    expect(await getStaticProps({})).toMatchObject({ props: {} });
    process.env.NEXT_PUBLIC_HIDE_BUSINESS = '1';
    expect(await getStaticProps({})).toEqual({ notFound: true });
  });
});

describe('links to the offer', () => {
  it('the footer and its Quick Links offer it, unless hidden', async () => {
    const user = userEvent.setup();
    const { container, rerender } = renderWithProviders(<Footer showDisclaimer />);
    await user.click(screen.getByRole('button', { name: /Quick Links/ }));
    expect(linksTo(container, OFFER)).toHaveLength(2);
    rerender(<Footer showDisclaimer hideBusiness />);
    expect(linksTo(container, OFFER)).toHaveLength(0);
    // Everything else stays.
    expect(linksTo(container, '/m/what-is-arn')).toHaveLength(1);
  });

  it('guides and the home page drop their call to action when hidden', () => {
    const shown = renderWithProviders(<GuidePage guide={HOW_TO_GET_ARN} />);
    expect(linksTo(shown.container, OFFER).length).toBeGreaterThan(0);
    shown.unmount();

    process.env.NEXT_PUBLIC_HIDE_BUSINESS = '1';
    const hidden = renderWithProviders(
      <>
        <GuidePage guide={HOW_TO_GET_ARN} />
        <ForAdvisors />
      </>,
    );
    expect(linksTo(hidden.container, OFFER)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to get an ARN');
  });
});
