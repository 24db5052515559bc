import { useSyncExternalStore } from 'react';
import { getRole, getSelectedClientId, readLocal } from '@/utils/storage';

/** Whose carts a screen shows and who acts on them. */
export interface CartOwner {
  /** The investor: undefined until browser storage is read, null when an advisor has chosen nobody. */
  userId: string | null | undefined;
  /** The advisor acting for the investor (their expert id), or null for the investor's own carts. */
  expertId: string | null;
  /** True when an advisor is looking at a client's carts. */
  forClient: boolean;
}

const noSubscription = () => () => undefined;
const useStored = <T extends string | boolean | null>(read: () => T) =>
  useSyncExternalStore<T | undefined>(noSubscription, read, () => undefined);

const isExpert = () => getRole() === 'expert';
const expertIdOf = () => (isExpert() ? readLocal('expertId') : null);

/**
 * An investor's carts are their own; an advisor's are those of the client in the address (`?u=`) or else the
 * client chosen for this tab (SELECTED_USER_ID), read with the advisor's ExpertHeader event.
 */
export function useCartOwner(routeUserId?: string | null): CartOwner {
  const selected = useStored(getSelectedClientId);
  const expert = useStored(isExpert);
  const expertId = useStored(expertIdOf) ?? null;
  if (selected === undefined || expert === undefined) return { userId: undefined, expertId: null, forClient: false };
  if (!expert) return { userId: selected, expertId: null, forClient: false };
  return { userId: routeUserId || selected, expertId, forClient: true };
}
