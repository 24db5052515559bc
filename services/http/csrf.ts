// Double-submit anti-forgery pair: the backend sets the cookie, state-changing calls echo it.
export const CSRF_COOKIE = 'zf_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

export function isStateChanging(method: string | undefined): boolean {
  return UNSAFE_METHODS.has((method ?? 'get').toLowerCase());
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}
