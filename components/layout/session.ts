// What the shell needs to know about the visitor, read from the typed storage module in one place.
import { clearAll, getRole, getSelectedClient, getSelectedClientId, readAuthSnapshot, readLocal } from '@/utils/storage';
import { setShellState } from './shellStore';

export interface ShellSession {
  loggedIn: boolean;
  role: 'user' | 'expert' | null;
  name: string | null;
  id: string | null;
  /** Shown under the expert's name in the avatar menu: the expert code the login answered (e.g. ZFX0101). */
  expertCode: string | null;
  merchantId: string | null;
  currentLoggedIn: boolean;
  rm: { name: string; mobile: string } | null;
  selectedClientId: string | null;
  /** The name of the client an expert acts for in this tab (shown in the expert header). */
  selectedClientName: string | null;
  /** A relationship manager acting for this advisor: who, for the banner on every page and "Back to my view". */
  actingManager: { expertId: string; name: string } | null;
}

export const LOGGED_OUT: ShellSession = {
  loggedIn: false,
  role: null,
  name: null,
  id: null,
  expertCode: null,
  merchantId: null,
  currentLoggedIn: false,
  rm: null,
  selectedClientId: null,
  selectedClientName: null,
  actingManager: null,
};

function actingManagerOf(role: ShellSession['role']): ShellSession['actingManager'] {
  if (role !== 'expert') return null;
  const expertId = readLocal('acting_manager_id');
  const name = readLocal('acting_manager_name');
  return expertId && name ? { expertId, name } : null;
}

export function readShellSession(): ShellSession {
  const role = getRole();
  if (!role) return LOGGED_OUT;
  const auth = readAuthSnapshot();
  const rmName = readLocal('rm_name');
  const rmMobile = readLocal('rm_mobile_no');
  return {
    loggedIn: true,
    role,
    name: auth.name ?? readLocal('name'),
    id: auth.id,
    expertCode: role === 'expert' ? readLocal('expert_code') : null,
    merchantId: readLocal('merchant_id'),
    currentLoggedIn: Boolean(readLocal('currentLoggedIn')),
    // The card needs both: a name with no number (or the reverse) is not worth showing.
    rm: rmName && rmMobile ? { name: rmName, mobile: rmMobile } : null,
    selectedClientId: getSelectedClientId(),
    selectedClientName: role === 'expert' ? (getSelectedClient()?.name ?? null) : null,
    actingManager: actingManagerOf(role),
  };
}

/** Fired after login or logout in this tab; the 'storage' event only covers other tabs. */
export const SESSION_CHANGED_EVENT = 'zf:session-changed';

export function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

const endedListeners = new Set<() => void>();

/**
 * Called when the session ends outside the redux store (the route guard, an expired or refused session at the HTTP
 * layer): the store, once a page or widget has loaded it, resets its slices here (logout resets everything).
 */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Ends the session in this tab: storage cleared, the store (if loaded) reset, the shell told. */
export function endSession(): void {
  clearAll();
  for (const listener of endedListeners) listener();
  setShellState({ logoutConfirm: false });
  announceSessionChange();
}
