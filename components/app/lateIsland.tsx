import { Activity, lazy, memo, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Every island's loader, so that whatever needs them all at once (tests) can fetch them ahead. */
const loaders = new Set<() => Promise<void>>();

/** Loads every island's code; afterwards islands render at once, without suspending. */
export function preloadLateIslands(): Promise<void[]> {
  return Promise.all(Array.from(loaders, (load) => load()));
}

/**
 * A part of a page that the server renders in place but the browser hydrates after the rest, once its own chunk has
 * arrived (issue 17: total blocking time, first-load JavaScript). Its code is not among the page's first scripts, and
 * its hydration is a task of its own instead of a share of the page's one long hydration task.
 *
 * The boundary is an <Activity>, not a <Suspense>: React's server renderer moves a finished Suspense boundary of
 * over 500 bytes to the end of the page once 12.8 KB have gone out, behind an inline script that the cached pages'
 * Content-Security-Policy forbids. An Activity boundary stays in place, and the browser still hydrates it on its own
 * and later, waiting for its code when it suspends.
 *
 * The server must render it synchronously, so it gets the component itself (`onServer`, written at each call site
 * as `typeof window === 'undefined' ? require('./X').default : null`, a branch Next's compiler removes from the
 * browser bundle); only the browser loads it lazily.
 *
 * Until its chunk has arrived the server's HTML stays as it is. An update reaching it in that time makes React wait
 * for the code (in a transition) or render it afresh, so the island is memoised: its props should be the page's
 * own props and stable callbacks, not objects made anew on every render.
 */
export function lateIsland<P extends object>(onServer: ComponentType<P> | null, load: Loader<P>): ComponentType<P> {
  let loaded = onServer;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  loaders.add(preload);
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));

  function LateIsland(props: P) {
    const Inner = loaded ?? Lazy;
    return (
      <Activity mode="visible">
        <Inner {...props} />
      </Activity>
    );
  }
  return memo(LateIsland) as unknown as ComponentType<P>;
}
