import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server HTML and during hydration, true afterwards: for the few things only the browser
 * can know (JavaScript is running, who is logged in) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
