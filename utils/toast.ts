// Toasts without react-toastify in every page's first load: showToast() asks the app to mount the container
// (pages/_app.tsx listens for TOAST_REQUESTED) and loads the library itself. react-toastify keeps a toast raised
// before its container has mounted and shows it once the container registers.
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export const TOAST_REQUESTED = 'zf:toast-requested';

export interface ToastOptions {
  /** How long the toast stays, when not the container's default (5 s); e.g. 10 s for follow-up reminders. */
  autoCloseMs?: number;
}

export function showToast(message: string, kind: ToastKind = 'info', options: ToastOptions = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  const extra = options.autoCloseMs === undefined ? undefined : { autoClose: options.autoCloseMs };
  void import('react-toastify').then(({ toast }) => toast[kind](message, extra));
}
