import { useSyncExternalStore } from 'react';
import { isMobileLayout, isMobileViewport, MOBILE_BREAKPOINT } from '@/utils/layout';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function viewportIsMobile(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : isMobileViewport(window.innerWidth);
}

/** The server cannot know the viewport; hydration uses this, then React re-renders with the real value. */
const unknownOnServer = () => null;

/**
 * Mobile layout by device type (from the server's user-agent check), the app's `mob` flag, or a
 * viewport of 769px or less. The media query follows rotation and resizing.
 */
export function useIsMobile(input: { mob: boolean; isMobileDevice?: boolean }): boolean {
  const narrow = useSyncExternalStore<boolean | null>(subscribe, viewportIsMobile, unknownOnServer);
  const viewportWidth = narrow === null ? null : narrow ? MOBILE_BREAKPOINT : MOBILE_BREAKPOINT + 1;
  return isMobileLayout({
    query: { mob: input.mob },
    isMobileDevice: input.isMobileDevice,
    viewportWidth,
  });
}
