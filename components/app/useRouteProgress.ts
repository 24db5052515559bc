import { useRouter } from 'next/router';
import { useEffect } from 'react';

type Progress = typeof import('nprogress');
let progress: Promise<Progress> | null = null;

/** nprogress loads on the first navigation, not with the first page. */
function loadProgress(): Promise<Progress> {
  progress ??= import('nprogress').then((module) => {
    const NProgress = module.default;
    // The product's progress bar: minimum 0.3, speed 500, trickle 200.
    // nprogress's own template gives the bar role="bar", which is no ARIA role (axe flags it); the bar is decoration
    // (the page's own loading states speak to screen readers), so it is hidden from them instead.
    NProgress.configure({
      minimum: 0.3,
      speed: 500,
      trickleSpeed: 200,
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar', // the default finds the bar by its role="bar"
    });
    return NProgress;
  });
  return progress;
}

/** The thin top bar while a route change loads. */
export function useRouteProgress() {
  const router = useRouter();
  useEffect(() => {
    // Both wait for the same promise, so a quick navigation still starts the bar before ending it.
    const start = () => void loadProgress().then((bar) => bar.start());
    const done = () => void loadProgress().then((bar) => bar.done());
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router]);
}
