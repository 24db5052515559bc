import NextLink from 'next/link';
import { forwardRef, type ComponentProps } from 'react';

/**
 * next/link that does not prefetch a page just because its link scrolled into view. In the pages router a
 * viewport prefetch also runs the page's code when the browser is idle, and on a phone the links of the
 * header and the page queue several of those long tasks in the first seconds (Lighthouse counted 50–150 ms
 * each). Pointing at a link (mouse enter, touch start) still prefetches it, and `prefetch` brings the old
 * behaviour back for a link that is the obvious next step.
 */
const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof NextLink>>(function Link({ prefetch = false, ...props }, ref) {
  return <NextLink ref={ref} prefetch={prefetch} {...props} />;
});

export default Link;
