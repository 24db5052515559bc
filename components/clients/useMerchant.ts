import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import { readLocal } from '@/utils/storage';

export const NOT_YOUR_MERCHANT = 'These figures belong to another merchant. Open them from your own side menu.';

export type MerchantState =
  | { status: 'reading' }
  | { status: 'own'; merchantId: string }
  | { status: 'other' };

const noSubscription = () => () => undefined;

/** Browser storage, read after hydration: undefined in the server HTML and the first render. */
export function useStoredLocal(key: 'merchant_id' | 'rm_id' | 'currentLoggedIn' | 'expertId' | 'acting_manager_id'): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(noSubscription, () => readLocal(key), () => undefined);
}

/**
 * A relationship manager in their own view (logged in as a manager, not acting for an advisor): their landing page
 * is the team overview. Undefined until storage is read (the server HTML and the first render).
 */
export function useManagerOwnView(): boolean | undefined {
  const manager = useStoredLocal('currentLoggedIn');
  const acting = useStoredLocal('acting_manager_id');
  if (manager === undefined || acting === undefined) return undefined;
  return Boolean(manager) && !acting;
}

/**
 * The page's `?id=` when it is the merchant id stored at login. Another id is not asked of the server at all: it
 * would answer 404, and the menu only ever links the stored one.
 */
export function useOwnMerchant(): MerchantState {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : null;
  const stored = useStoredLocal('merchant_id');
  if (stored === undefined) return { status: 'reading' };
  return stored && id === stored ? { status: 'own', merchantId: stored } : { status: 'other' };
}
