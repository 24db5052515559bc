// Where the person came from within the app, for the back link of the bare pages (components/layout/SlimTopLine):
// the last two pages seen in this tab, each by its address. A change of query on the same page (a receipt's
// ?checkout=, a filter) replaces the entry rather than adding one, so "back" leaves the page. Memory only: after a
// reload or on a first visit there is no previous page and the back link uses its default.
import { useRouter } from 'next/router';
import { useEffect } from 'react';

const seen: string[] = [];

const pathnameOf = (address: string) => address.split(/[?#]/)[0] || '/';

/** Records a page seen (called by the layout on every navigation). */
export function recordPage(address: string): void {
  const last = seen[seen.length - 1];
  if (last !== undefined && pathnameOf(last) === pathnameOf(address)) seen[seen.length - 1] = address;
  else seen.push(address);
  if (seen.length > 2) seen.shift();
}

/**
 * The page before `pathname` in this tab, or null. Read while rendering the new page (before the layout records it)
 * it is the last page seen; afterwards the one before that.
 */
export function previousPage(pathname: string): string | null {
  for (let i = seen.length - 1; i >= 0; i -= 1) {
    if (pathnameOf(seen[i]) !== pathnameOf(pathname)) return seen[i];
  }
  return null;
}

/** Test seam: forget every page seen. */
export function forgetPages(): void {
  seen.length = 0;
}

/** Records each page the router shows (mounted once, in AppLayout). */
export function useRecordPages(): void {
  const asPath = useRouter()?.asPath;
  useEffect(() => {
    if (asPath) recordPage(asPath);
  }, [asPath]);
}
