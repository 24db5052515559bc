import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { memo, Profiler, useState } from 'react';
import Link from '@/components/ui/Link';
import { mockRouter } from '../../support/router';

type RouterStub = Pick<NextRouter, 'push' | 'replace' | 'prefetch'>;

/** Next's router as the singleton exposes it once the app has started (absent in tests unless a test sets it). */
function startBrowserRouter(): RouterStub {
  const router: RouterStub = { push: jest.fn(async () => true), replace: jest.fn(async () => true), prefetch: jest.fn(async () => {}) };
  (mockRouter as unknown as { router?: RouterStub }).router = router;
  return router;
}

afterEach(() => {
  delete (mockRouter as unknown as { router?: RouterStub }).router;
});

const routerAt = (asPath: string) => ({ pathname: asPath.split('?')[0], asPath, query: {} }) as unknown as NextRouter;

/** A link under a router context whose value the test can replace, counting the link's renders. */
function renderUnderRouter(href: string) {
  const renders = { count: 0 };
  const Links = memo(function Links() {
    return (
      <Profiler id="link" onRender={() => (renders.count += 1)}>
        <Link href={href}>Go</Link>
      </Profiler>
    );
  });
  let setRouter: (router: NextRouter) => void = () => {};
  function Host() {
    const [router, set] = useState(routerAt('/mutual-funds?category=Debt'));
    setRouter = set;
    return (
      <RouterContext.Provider value={router}>
        <Links />
      </RouterContext.Provider>
    );
  }
  render(<Host />);
  return { renders, changeRouter: (asPath: string) => setRouter(routerAt(asPath)) };
}

describe('Link', () => {
  it('writes a site path as next/link does, and does not render again when the router changes', async () => {
    const { renders, changeRouter } = renderUnderRouter('/mutual-funds?category=Equity Scheme');
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/mutual-funds?category=Equity%20Scheme');
    const before = renders.count;
    changeRouter('/about');
    await screen.findByRole('link', { name: 'Go' });
    expect(renders.count).toBe(before);
  });

  it('resolves a query-only address against the current page, and follows the router', async () => {
    const { renders, changeRouter } = renderUnderRouter('?page=2');
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/mutual-funds?page=2');
    const before = renders.count;
    changeRouter('/experts?city=Pune');
    expect(await screen.findByRole('link', { name: 'Go' })).toHaveAttribute('href', '/experts?page=2');
    expect(renders.count).toBeGreaterThan(before);
  });

  it('moves with the router on a plain click, and leaves new-tab clicks to the browser', () => {
    const router = startBrowserRouter();
    render(<Link href="/about">About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/about', '/about', { shallow: undefined, scroll: true });
  });

  it('is a plain anchor before the app has a router (the server, tests)', () => {
    render(<Link href="/about">About</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }))).toBe(true);
  });
});
