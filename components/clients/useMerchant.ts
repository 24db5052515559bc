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
export function useStoredLocal(key: 'merchant_id' | 'rm_id' | 'currentLoggedIn' | 'expertId'): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(noSubscription, () => readLocal(key), () => undefined);
}

/**
 * The page's `?id=` when it is the merchant id stored at login. Another id is not asked of the server at all: its
 * 403 would end the session, and the menu only ever links the stored one.
 */
export function useOwnMerchant(): MerchantState {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : null;
  const stored = useStoredLocal('merchant_id');
  if (stored === undefined) return { status: 'reading' };
  return stored && id === stored ? { status: 'own', merchantId: stored } : { status: 'other' };
}
