import NProgress from 'nprogress';
import { useRouter } from 'next/router';
import { useEffect } from 'react';

// Spec section 9: progress bar minimum 0.3, speed 500, trickle 200.
NProgress.configure({ minimum: 0.3, speed: 500, trickleSpeed: 200, showSpinner: false });

/** The thin top bar while a route change loads. */
export function useRouteProgress() {
  const router = useRouter();
  useEffect(() => {
    const start = () => NProgress.start();
    const done = () => NProgress.done();
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
