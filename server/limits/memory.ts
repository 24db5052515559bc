// A per-caller sliding-window limit counted in memory, for public calls that touch no table (search, insurance
// quotes): writing a row per call would cost the database the very work the limit protects it from. The count
// starts afresh on a restart and each backend process counts its own callers, which is fine for stopping floods.
import { enforceLimit, type Limit } from './rateLimit';

/** Above this many remembered callers, those idle for a whole window are forgotten. */
const SWEEP_ABOVE = 10_000;

/** Counts one call by `key`, or throws the 429 (without counting it) when the key has used up its window. */
export function createMemoryLimiter(limit: Limit, now: () => Date, message: (retryAfterS: number) => string) {
  const times = new Map<string, Date[]>();
  const recent = (list: readonly Date[], at: Date) => list.filter((t) => t.getTime() > at.getTime() - limit.windowMs);

  function sweep(at: Date): void {
    for (const [key, list] of times) if (recent(list, at).length === 0) times.delete(key);
  }

  return function count(key: string): void {
    const at = now();
    const kept = recent(times.get(key) ?? [], at);
    enforceLimit(kept, limit, at, message);
    kept.push(at);
    times.set(key, kept);
    if (times.size > SWEEP_ABOVE) sweep(at);
  };
}
