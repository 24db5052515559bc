import { useMemo, useSyncExternalStore } from 'react';
import { useGetUserDetailQuery } from '@/store/api/accounts';
import type { Role } from '@/utils/routes';
import { getRole, getSelectedClientId, readLocal, readSession } from '@/utils/storage';

/** Whose KYC a page works on: the investor themself, or the client an expert selected in this tab. */
export interface KycSubject {
  /** False until browser storage has been read (the server render knows nobody). */
  ready: boolean;
  role: Role | null;
  /** The investor's user id (the selected client for an expert). */
  userId: string | null;
  name: string | null;
  mobile: string | null;
  /** The client's name when an expert acts for them (the frame's "for …"); null for the investor themself. */
  forName: string | null;
}

interface Stored {
  role: Role | null;
  userId: string | null;
  name: string | null;
  mobile: string | null;
}

function readStored(): Stored {
  const role = getRole();
  const userId = getSelectedClientId();
  if (role === 'expert') {
    return { role, userId, name: readSession('SELECTED_USER_NAME'), mobile: readSession('SELECTED_USER_MOBILE_NO') };
  }
  return {
    role,
    userId,
    name: readLocal('user_name') ?? readLocal('name'),
    mobile: readLocal('user_mobile_no') ?? readLocal('mobileNo'),
  };
}

/** Storage changes within a page come from this page's own actions; nothing to listen to. */
const noSubscription = () => () => undefined;

const NOBODY: Stored = { role: null, userId: null, name: null, mobile: null };

export function useKycSubject(): KycSubject {
  // Storage is read as a snapshot string (a stable value for React to compare); the server render has none.
  const snapshot = useSyncExternalStore(noSubscription, () => JSON.stringify(readStored()), () => '');
  const stored = useMemo<Stored | null>(() => (snapshot ? (JSON.parse(snapshot) as Stored) : null), [snapshot]);

  const who = stored ?? NOBODY;
  // An expert's client picked without its name in this tab: ask the backend for it.
  const needName = who.role === 'expert' && Boolean(who.userId) && !who.name;
  const { data: detail } = useGetUserDetailQuery(who.userId ?? '', { skip: !needName });
  const name = who.name ?? (needName ? (detail?.name ?? null) : null);
  const mobile = who.mobile ?? (needName ? (detail?.mobile_no ?? null) : null);

  return {
    ready: stored !== null,
    role: who.role,
    userId: who.userId,
    name,
    mobile,
    forName: who.role === 'expert' ? name : null,
  };
}
