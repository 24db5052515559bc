// The app shell's own state (header drawer, language, logout question) and its link to the redux store. The shell
// (header, footer, layout, route guard) is on every page, so it does not use redux: redux and the slices load only
// with a page or widget that needs them (store/StoreProvider.tsx), and public pages' first load carries neither.
import { useSyncExternalStore } from 'react';

export const DEFAULT_LANG = 'en';

export interface ShellState {
  /** The mobile navigation drawer of either header. */
  nav: boolean;
  /** The header's language (the video pages follow it). */
  lang: string;
  /** The spec's logout question is open. */
  logoutConfirm: boolean;
  /** A redux store exists in this tab (a page or widget that needs one has loaded it). */
  storeActive: boolean;
}

export const INITIAL_SHELL_STATE: ShellState = { nav: false, lang: DEFAULT_LANG, logoutConfirm: false, storeActive: false };

let state: ShellState = INITIAL_SHELL_STATE;
const listeners = new Set<() => void>();

export function getShellState(): ShellState {
  return state;
}

export function setShellState(patch: Partial<ShellState>): void {
  const next = { ...state, ...patch };
  if (patch.lang !== undefined) next.lang = patch.lang || DEFAULT_LANG;
  if ((Object.keys(next) as (keyof ShellState)[]).every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One value of the shell state. The server and the first render in the browser see the initial state, so the
 * server HTML and hydration match (nothing of it is known before the browser acts).
 */
export function useShellState<K extends keyof ShellState>(key: K): ShellState[K] {
  return useSyncExternalStore(
    subscribe,
    () => state[key],
    () => INITIAL_SHELL_STATE[key],
  );
}

/** For tests: back to the initial state. */
export function resetShellState(): void {
  state = INITIAL_SHELL_STATE;
  for (const listener of listeners) listener();
}
