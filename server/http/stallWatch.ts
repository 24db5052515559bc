// Notices when this process's thread was held (a long synchronous query on the embedded database, a CPU-starved
// machine): a 500 ms timer that fires late says by how much. Requests wait that long before any handler runs, and
// the request log (which times handlers) does not show it; this warning does, with the worst delay of the minute.
import type { Logger } from './logger';

const TICK_MS = 500;
/** A tick later than this is reported. */
export const STALL_MS = 1000;

export function watchStalls(
  logger: Logger,
  now: () => number = () => performance.now(),
): () => void {
  let expected = now() + TICK_MS;
  const timer = setInterval(() => {
    const late = now() - expected;
    expected = now() + TICK_MS;
    if (late > STALL_MS)
      logger.warn(
        { stalled_ms: Math.round(late), uptime_s: Math.round(process.uptime()) },
        'the request thread was held',
      );
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
