import Placeholder from '@/components/ui/Placeholder';
import { renderWithProviders } from '../../support/render';

it('keeps a page that is not built yet out of search results, with its own title and description', () => {
  renderWithProviders(
    <Placeholder title="Health insurance" summary="Compare health insurance plans." />,
  );
  expect(document.head.querySelector('title')?.textContent).toBe('Health insurance | ZF');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    'Compare health insurance plans.',
  );
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex',
  );
});
