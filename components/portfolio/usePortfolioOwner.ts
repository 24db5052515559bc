import { useSyncExternalStore } from 'react';
import { getRole, getSelectedClientId, readSession } from '@/utils/storage';

export interface PortfolioOwner {
  /** Whose portfolio: undefined until browser storage is read, null when nobody is chosen. */
  userId: string | null | undefined;
  forClient: boolean;
  clientName: string | null | undefined;
}

const noSubscription = () => () => undefined;

/** Browser storage, read after hydration: undefined in the server HTML and the first render. */
const useStored = <T extends string | boolean | null>(read: () => T) =>
  useSyncExternalStore<T | undefined>(noSubscription, read, () => undefined);

const isExpert = () => getRole() === 'expert';
const selectedName = () => readSession('SELECTED_USER_NAME');

/**
 * An investor always sees their own portfolio (the client guard sends them from another id to their own, and this
 * never asks for the other one meanwhile); an expert sees the id in the address, or else the client chosen for
 * this tab.
 */
export function usePortfolioOwner(routeId?: string): PortfolioOwner {
  const selected = useStored(getSelectedClientId);
  const forClient = useStored(isExpert);
  const clientName = useStored(selectedName);
  if (selected === undefined || forClient === undefined) return { userId: undefined, forClient: false, clientName };
  const userId = forClient && routeId ? routeId : selected;
  // The stored name is the selected client's: another id in the address has none to show.
  return { userId, forClient, clientName: userId === selected ? clientName : null };
}
