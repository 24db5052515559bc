// Is a session (a refresh-token family) still live? Asked on every authenticated request, so that logout and
// reuse detection end the 15-minute access tokens at once too, not only the long-lived cookie token.
// The database has the answer; each backend copy keeps a "live" answer for SESSION_LIVE_CACHE_MS (default 2 s),
// so a logout on another copy takes effect there within that time, and a copy's own revocations take effect at once
// (it forgets the family here). An ended session never comes back, so "ended" is kept until the cache is full.
import type { Db } from '../db/client';
import { familySessionEnd } from './refreshTokens.repo';

const DEFAULT_TTL_MS = 2_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  /** When the session ends by its age; null once revoked. */
  endsAt: Date | null;
  /** Until when the answer may be reused (ms since the epoch, wall clock); a revoked one does not expire. */
  until: number;
}

/** One cache per database (each test app has its own; a process serving one database has one). */
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export function liveCacheTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.SESSION_LIVE_CACHE_MS);
  return Number.isFinite(raw) && raw >= 0 ? raw : DEFAULT_TTL_MS;
}

export async function isSessionLive(db: Db, familyId: string, now: Date, ttlMs = liveCacheTtlMs()): Promise<boolean> {
  const cache = cacheOf(db);
  const known = cache.get(familyId);
  const clock = Date.now();
  const fresh = known && (known.endsAt === null || known.until > clock);
  const endsAt = fresh ? known.endsAt : await familySessionEnd(db, familyId);
  if (!fresh) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(familyId, { endsAt, until: clock + ttlMs });
  }
  return endsAt !== null && endsAt > now;
}

/** After this copy revoked a family: its next request is checked against the database. */
export function forgetSession(db: Db, familyId: string): void {
  caches.get(db)?.delete(familyId);
}

/** After revoking every session of a person (their families are not known here): everything is asked again. */
export function forgetAllSessions(db: Db): void {
  caches.get(db)?.clear();
}
