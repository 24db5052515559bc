// Raw access to the browser's storages. On the server (or where storage throws, e.g. blocked
// cookies) reads give null and writes do nothing, so callers never need a `typeof window` check.

export type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rawGet(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function rawSet(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // quota exceeded or storage blocked: the session simply is not remembered
  }
}

export function rawRemove(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // see rawSet
  }
}

export function rawClear(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // see rawSet
  }
}
