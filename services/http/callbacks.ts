// The interceptors never touch the UI: the app injects what "clear", "navigate" and "tell the
// user" mean (router, redux, toasts). Defaults keep a bare client safe to use on its own.
import type { AxiosError } from 'axios';
import { clearAll } from '@/utils/storage';

export interface HttpCallbacks {
  /** 403 (main client) or >= 500 (KYC client): wipe the stored session (the server's side has already ended). */
  clearSession: () => void;
  /** Then go to the role's login page. */
  redirect: (path: string) => void;
  /** A 401 that is still 401 after the retry limit (the request is rejected). */
  onSessionExpired: (error: AxiosError) => void;
  /** Any other failure, after retries; the app decides whether it deserves a toast. */
  onError: (error: AxiosError) => void;
}

function defaultRedirect(path: string): void {
  if (typeof window !== 'undefined') window.location.assign(path);
}

const noop = () => undefined;

const DEFAULTS: HttpCallbacks = {
  clearSession: clearAll,
  redirect: defaultRedirect,
  onSessionExpired: noop,
  onError: noop,
};

let current: HttpCallbacks = { ...DEFAULTS };

/** Replaces the given callbacks for every client; the others keep their current value. */
export function configureHttp(overrides: Partial<HttpCallbacks>): void {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, fn]) => typeof fn === 'function'),
  ) as Partial<HttpCallbacks>;
  current = { ...current, ...defined };
}

/** Back to the defaults (tests, and an app shell that unmounts). */
export function resetHttpConfig(): void {
  current = { ...DEFAULTS };
}

export function httpCallbacks(): HttpCallbacks {
  return current;
}
