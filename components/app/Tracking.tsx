// Event tracking of the whole app: a screen_view per page shown, sent in batches every 10 s and by beacon when
// the page is hidden. Loaded by pages/_app.tsx once the browser is idle, so no page's first load carries it.
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { FLUSH_EVERY_MS, type Tracker, browserTracker } from '@/services/tracking';

/** The screen's name without query or hash: '/portfolio/abc?x=1' → '/portfolio/abc'. */
export const screenNameOf = (asPath: string) => asPath.split(/[?#]/)[0] || '/';

export function useTracking(make: () => Tracker = browserTracker): void {
  const router = useRouter();
  const tracker = useRef<Tracker | null>(null);

  useEffect(() => {
    const t = make();
    tracker.current = t;
    t.track('screen_view', { screen_name: screenNameOf(router.asPath) });
    const onRoute = (url: string) => t.track('screen_view', { screen_name: screenNameOf(url) });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') t.flushOnHide();
    };
    const onPageHide = () => t.flushOnHide();
    router.events?.on('routeChangeComplete', onRoute);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    const timer = window.setInterval(() => void t.flush(), FLUSH_EVERY_MS);
    return () => {
      router.events?.off('routeChangeComplete', onRoute);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.clearInterval(timer);
      t.flushOnHide();
    };
    // Once per app: route changes arrive through router.events, not through a new effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function Tracking() {
  useTracking();
  return null;
}
