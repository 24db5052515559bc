import { useSyncExternalStore } from 'react';
import { getSelectedClientId } from '@/utils/storage';

const noSubscription = () => () => undefined;

/**
 * Whose orders these are: the investor's own id, or the client an advisor chose for this tab. Undefined until
 * browser storage is read (the server HTML and the first render), null when nobody is chosen.
 */
export function useClientId(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(noSubscription, getSelectedClientId, () => undefined);
}
