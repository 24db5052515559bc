// Typed reads and writes for the keys of ./keys.ts. Writing null or undefined removes the key.
import { rawClear, rawGet, rawRemove, rawSet } from './backend';
import { decode, encode } from './codec';
import {
  LOCAL_KEYS,
  SESSION_KEYS,
  userFlagKey,
  type LocalKey,
  type LocalValue,
  type SessionKey,
  type SessionValue,
  type UserFlag,
} from './keys';

export function readLocal<K extends LocalKey>(key: K): LocalValue<K> | null {
  return decode(LOCAL_KEYS[key], rawGet('local', key)) as LocalValue<K> | null;
}

export function writeLocal<K extends LocalKey>(
  key: K,
  value: LocalValue<K> | null | undefined,
): void {
  if (value === null || value === undefined) rawRemove('local', key);
  else rawSet('local', key, encode(LOCAL_KEYS[key], value));
}

export function removeLocal(key: LocalKey): void {
  rawRemove('local', key);
}

export function readSession<K extends SessionKey>(key: K): SessionValue<K> | null {
  return decode(SESSION_KEYS[key], rawGet('session', key)) as SessionValue<K> | null;
}

export function writeSession<K extends SessionKey>(
  key: K,
  value: SessionValue<K> | null | undefined,
): void {
  if (value === null || value === undefined) rawRemove('session', key);
  else rawSet('session', key, encode(SESSION_KEYS[key], value));
}

export function removeSession(key: SessionKey): void {
  rawRemove('session', key);
}

export function getUserFlag(flag: UserFlag, userId: string | number): boolean {
  return rawGet('local', userFlagKey(flag, userId)) === 'true';
}

export function setUserFlag(flag: UserFlag, userId: string | number, on = true): void {
  if (on) rawSet('local', userFlagKey(flag, userId), 'true');
  else rawRemove('local', userFlagKey(flag, userId));
}

/** Logout, 403 and session expiry: nothing of the session may survive in either storage. */
export function clearAll(): void {
  rawClear('local');
  rawClear('session');
}
