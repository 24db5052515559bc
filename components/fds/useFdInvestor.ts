import { useMemo, useSyncExternalStore } from 'react';
import { getRole, getSelectedClientId } from '@/utils/storage';

/** Whose deposits a screen shows: the investor themself, or the client an expert chose in this tab. */
export interface FdInvestor {
  /** False until browser storage has been read (the server render knows nobody). */
  ready: boolean;
  userId: string | null;
  isExpert: boolean;
}

const noSubscription = () => () => undefined;
const read = () => JSON.stringify({ userId: getSelectedClientId(), isExpert: getRole() === 'expert' });

export function useFdInvestor(): FdInvestor {
  const snapshot = useSyncExternalStore(noSubscription, read, () => '');
  return useMemo(() => {
    if (!snapshot) return { ready: false, userId: null, isExpert: false };
    const stored = JSON.parse(snapshot) as { userId: string | null; isExpert: boolean };
    return { ready: true, ...stored };
  }, [snapshot]);
}
