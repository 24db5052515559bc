// How many searches are handed to the search worker at once, and how many may wait for it. The worker runs one
// search at a time; a few in hand keep it busy while the request thread reads and answers the others. Past the
// short queue search answers 503 at once, so a flood of searches waits in this queue (costing nothing) rather
// than piling up in the worker, where each would run even after its caller had given up.
import { UnavailableError } from '../../domain/errors';

export const SEARCH_BUSY = 'Search is busy right now. Please try again in a moment.';

export interface GateSize {
  running: number;
  waiting: number;
}

export const SEARCH_GATE: GateSize = { running: 4, waiting: 40 };

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
      // Let requests that arrived meanwhile be read before the next search is handed over.
      setImmediate(release);
    }
  };
}
