// Shared by the calculator component tests: the calculator screen of a slug, rendered with the mock router.
import CalculatorScreen from '@/components/calculators/CalculatorScreen';
import { calculatorBySlug } from '@/utils/calculators/definitions';
import { renderWithProviders } from '../../support/render';
import { mockRouter, setRoute } from '../../support/router';

export function renderCalculator(slug: string, query = '') {
  setRoute(`/calculators/${slug}${query}`, '/calculators/[slug]');
  mockRouter.query = { ...mockRouter.query, slug };
  const definition = calculatorBySlug(slug);
  if (!definition) throw new Error(`unknown calculator ${slug}`);
  return renderWithProviders(<CalculatorScreen definition={definition} />);
}

/** The figure shown for a summary label, e.g. 'Total value' -> '₹23,23,391'. */
export function figure(label: string): string {
  const dd = document.querySelector(`[data-testid="result-${label}"] .tabular`);
  if (!dd) throw new Error(`no figure ${label}`);
  return dd.textContent ?? '';
}
