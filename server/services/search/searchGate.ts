// How many searches reach the database at once. On the embedded database every query runs on the one thread
// that also answers every other request, and queries queue in arrival order: ten searches in flight make a
// page view wait for all ten. Letting one search run at a time means another request waits for at most one
// search (on PostgreSQL two, since its pool runs them beside other work); a short queue absorbs bursts, and past
// it search answers 503 at once.
import { UnavailableError } from '../../domain/errors';

export const SEARCH_BUSY = 'Search is busy right now. Please try again in a moment.';

export interface GateSize {
  running: number;
  waiting: number;
}

export const PGLITE_GATE: GateSize = { running: 1, waiting: 20 };
export const POSTGRES_GATE: GateSize = { running: 2, waiting: 40 };

export function createSearchGate({ running, waiting }: GateSize) {
  let active = 0;
  const queue: (() => void)[] = [];

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active--;
  }

  return async function throughGate<T>(work: () => Promise<T>): Promise<T> {
    if (active < running) active++;
    else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
    else throw new UnavailableError(SEARCH_BUSY);
    try {
      return await work();
    } finally {
      // Let requests that arrived meanwhile reach the database before the next search does.
      setImmediate(release);
    }
  };
}
