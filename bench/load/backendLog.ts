// Where a failed /api request got to: the bench sends each one with its own x-request-id, which the backend keeps and
// logs with every answer at LOG_LEVEL=info (server/http/requestContext.ts). A request the client gave up on that the
// backend never logged was stuck before it (in the web app); one logged late was held in the web app and then
// forwarded; one logged with a long `ms` was slow in the backend itself.
import { readFileSync } from 'node:fs';
import { BACKEND_LOG } from './servers';
import type { Sample } from './traffic';

export const backendLogsRequests = () =>
  ['info', 'debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');

interface Logged {
  /** When the backend started on it and finished it, ms since the epoch. */
  arrived: number;
  ms: number;
  status: number;
}

function loggedRequests(rids: Set<string>): Map<string, Logged> {
  const found = new Map<string, Logged>();
  let text = '';
  try {
    text = readFileSync(BACKEND_LOG, 'utf8');
  } catch {
    return found;
  }
  for (const line of text.split('\n')) {
    if (!line.includes('"rid":"bench-')) continue;
    try {
      const entry = JSON.parse(line) as {
        rid?: string;
        msg?: string;
        time: number;
        ms: number;
        status: number;
      };
      if (entry.msg === 'request' && entry.rid && rids.has(entry.rid))
        found.set(entry.rid, {
          arrived: entry.time - entry.ms,
          ms: entry.ms,
          status: entry.status,
        });
    } catch {
      /* a line cut by a kill -9 */
    }
  }
  return found;
}

/** For each failed /api request: when the backend began it (seconds after it was sent) and how long it took. */
export function traceFailures(failures: Sample[]) {
  if (!backendLogsRequests()) return undefined;
  const withRid = failures.filter((s) => s.rid);
  const logged = loggedRequests(new Set(withRid.map((s) => s.rid!)));
  return withRid.map((s) => {
    const seen = logged.get(s.rid!);
    return {
      kind: s.kind,
      rid: s.rid,
      error: s.error ?? s.status,
      gave_up_after_s: Math.round((s.at - s.start) / 100) / 10,
      backend_began_after_s: seen ? Math.round((seen.arrived - s.start) / 100) / 10 : null,
      backend_ms: seen?.ms ?? null,
      backend_status: seen?.status ?? null,
    };
  });
}

/** Counts of the traces: never reached the backend, reached it only after the client gave up, slow in it, other. */
export function summariseTraces(traces: ReturnType<typeof traceFailures>) {
  if (!traces) return 'backend not logging requests (run with LOG_LEVEL=info to trace failures)';
  const never = traces.filter((t) => t.backend_began_after_s === null).length;
  const late = traces.filter(
    (t) => t.backend_began_after_s !== null && t.backend_began_after_s >= t.gave_up_after_s,
  ).length;
  const slow = traces.filter((t) => (t.backend_ms ?? 0) >= 10_000).length;
  return {
    traced: traces.length,
    never_reached_backend: never,
    reached_backend_after_client_gave_up: late,
    slow_in_backend_10s: slow,
  };
}
