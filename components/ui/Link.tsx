import Router, { type NextRouter } from 'next/router';
import { resolveHref } from 'next/dist/client/resolve-href';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { formatUrl } from 'next/dist/shared/lib/router/utils/format-url';
import { isLocalURL } from 'next/dist/shared/lib/router/utils/is-local-url';
import { forwardRef, use, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { UrlObject } from 'url';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string | UrlObject;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** false keeps the scroll position (default: to the top, or to the #hash). */
  scroll?: boolean;
  shallow?: boolean;
  /** true fetches the page's code once the link has mounted; otherwise only when pointed at (mouse, touch). */
  prefetch?: boolean;
}

/** A click the browser should handle itself: new tab or window, download, another target, not the main button. */
function leaveToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** A path of this site that needs no resolving against the current page: '/funds?x=1', not '?x=1' or '//host'. */
const isSitePath = (href: string | UrlObject): href is string =>
  typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** What a site path is resolved against: it does not depend on the current page, so any page will do. */
const SITE_ROOT = { pathname: '/', asPath: '/' } as NextRouter;

/**
 * Next's router in the browser once the app has started; null on the server and outside a Next app (tests), where
 * a link is a plain anchor.
 */
function browserRouter(): NextRouter | null {
  return (Router as unknown as { router?: NextRouter | null }).router ?? null;
}

/**
 * A page link that moves with the client router, like next/link, in less code: it is in every page's first load
 * (issue 17). next/link's viewport prefetch was switched off here anyway (in the pages router a viewport prefetch
 * also runs the page's code when the browser is idle, and on a phone the links of the header and the page queue
 * several of those long tasks in the first seconds: Lighthouse counted 50–150 ms each), so its intersection
 * observer went unused. Pointing at a link (mouse enter, touch start) prefetches it, as next/link did.
 *
 * A link to a site path ('/about', '/mutual-funds?category=…', nearly all of them) does not read the router's
 * context: Next gives that context a new value whenever its router state changes (it does so right after
 * hydration), and every link that read it rendered again, 50–80 of them on a public page (issue 17's blocking
 * time). Such a link reaches the router only when clicked or pointed at. Relative addresses and query objects are
 * still resolved against the current page, as next/link does.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href: hrefProp, replace, scroll, shallow, prefetch = false, onClick, onMouseEnter, onTouchStart, ...rest },
  ref,
) {
  // `use` may be called conditionally: a site path never subscribes to the router's context.
  const resolveAgainst = isSitePath(hrefProp) ? SITE_ROOT : use(RouterContext);
  const [href, as] = resolveAgainst
    ? resolveHref(resolveAgainst, hrefProp, true)
    : [typeof hrefProp === 'string' ? hrefProp : formatUrl(hrefProp), undefined];
  const target = as || href;
  const local = isLocalURL(href);

  const prefetchPage = () => {
    const router = browserRouter();
    if (router && local && process.env.NODE_ENV === 'production') router.prefetch(href, target).catch(() => {});
  };
  useEffect(() => {
    if (prefetch) prefetchPage();
    // Once per address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch, href, target]);

  return (
    <a
      ref={ref}
      href={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const router = browserRouter();
        if (!router || !local || leaveToBrowser(event)) return;
        event.preventDefault();
        void router[replace ? 'replace' : 'push'](href, as, { shallow, scroll: scroll ?? true });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchPage();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchPage();
      }}
    />
  );
});

export default Link;
