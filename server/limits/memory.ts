// A per-caller sliding-window limit counted in memory, for public calls that touch no table (search, insurance
// quotes): writing a row per call would cost the database the very work the limit protects it from. The count
// starts afresh on a restart and each backend process counts its own callers, which is fine for stopping floods.
import { enforceLimit, type Limit } from './rateLimit';

/** Above this many remembered callers, those idle for a whole window are forgotten. */
const SWEEP_ABOVE = 10_000;

/** Counts one call by `key`, or throws the 429 (without counting it) when the key has used up its window. */
export function createMemoryLimiter(limit: Limit, now: () => Date, message: (retryAfterS: number) => string) {
  const times = new Map<string, Date[]>();
  /** Drops, in place, the times that left the window: they are oldest first, so they lead the list. */
  const trim = (list: Date[], at: Date) => {
    const cutoff = at.getTime() - limit.windowMs;
    let expired = 0;
    while (expired < list.length && list[expired].getTime() <= cutoff) expired++;
    if (expired > 0) list.splice(0, expired);
    return list;
  };

  function sweep(at: Date): void {
    for (const [key, list] of times) if (trim(list, at).length === 0) times.delete(key);
  }

  // Each call costs the times that expired since the last, not a pass over the whole window: this runs on the
  // request thread for every search, and a window may hold thousands of them (the benches raise the limit).
  return function count(key: string): void {
    const at = now();
    const kept = trim(times.get(key) ?? [], at);
    if (kept.length >= limit.max) enforceLimit(kept, limit, at, message);
    kept.push(at);
    times.set(key, kept);
    if (times.size > SWEEP_ABOVE) sweep(at);
  };
}
