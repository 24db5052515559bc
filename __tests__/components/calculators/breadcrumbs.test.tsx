// The calculator pages show their trail with the site's shared breadcrumbs (components/seo), not a copy of them.
import { screen, within } from '@testing-library/react';
import type { Crumb } from '@/utils/calculators/seo';
import CalculatorsIndex from '@/components/calculators/CalculatorsIndex';
import { renderCalculator } from './setup';
import { renderWithProviders } from '../../support/render';

// The shared component, marked so the test can tell it from any look-alike.
jest.mock('@/components/seo/Breadcrumbs', () => {
  const Shared = jest.requireActual('@/components/seo/Breadcrumbs').default;
  return {
    __esModule: true,
    default: (props: { crumbs: Crumb[] }) => (
      <div data-testid="shared-breadcrumbs">
        <Shared {...props} />
      </div>
    ),
  };
});

function trail() {
  const nav = within(screen.getByTestId('shared-breadcrumbs')).getByRole('navigation', {
    name: 'Breadcrumb',
  });
  return {
    links: within(nav)
      .queryAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
    current: nav.querySelector('[aria-current="page"]')?.textContent,
  };
}

describe('calculator breadcrumbs', () => {
  it('are the shared ones on a calculator, ending at that calculator', () => {
    renderCalculator('sip-calculator');
    expect(trail()).toEqual({
      links: [
        ['Home', '/'],
        ['Calculators', '/calculators'],
      ],
      current: 'SIP Calculator',
    });
  });

  it('are the shared ones on the calculators index, ending at it', () => {
    renderWithProviders(<CalculatorsIndex />);
    expect(trail()).toEqual({ links: [['Home', '/']], current: 'Calculators' });
  });
});
