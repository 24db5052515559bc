import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import Placeholder from '@/components/ui/Placeholder';

// next/head renders into the document head only inside Next; here its children render in place and React
// hoists title, meta and link elements into document.head.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

it('keeps a page that is not built yet out of search results, with its own title and description', () => {
  render(<Placeholder title="Health insurance" summary="Compare health insurance plans." />);
  expect(document.head.querySelector('title')?.textContent).toBe('Health insurance | ZF');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Compare health insurance plans.');
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
});
