import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value of browser storage, read after hydration: undefined in the server HTML and the first render (the
 * dashboards show their loading state there), then what `read` finds. `read` must answer a primitive.
 */
export function useStored<T extends string | boolean | null>(read: () => T): T | undefined {
  return useSyncExternalStore(noSubscription, read, () => undefined);
}

/** Nothing was stored to ask with: trying again means reading the storage again, i.e. a fresh page. */
export const reloadPage = () => window.location.reload();
