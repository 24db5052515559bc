// How the search worker keeps to a share of one core when costly searches come back to back: after a search of d ms
// (at least paceFromMs) it rests d * (1 / share - 1) ms before starting the next. A lone search never waits; a flood of costly searches
// waits longer in the queue (and past its time limit answers 503) instead of keeping a core busy that the pages
// and /health share on a small machine. Running at nice 19 alone still cost them: measured with bench:search,
// /health's p95 under ten hostile clients was 1.66-2.40x of its p95 alone at the full core, 1.17-1.38x at half.

export const DEFAULT_CORE_SHARE = 0.5;
/**
 * Searches quicker than this are never followed by a rest: what the search box sends while a person types takes a
 * millisecond or two, and resting after each halved how many the worker answered (bench:suggest, 20 connections:
 * p97.5 of varied prefixes 3.6-3.9x /health's with every search paced, against the goal of 3x). The costly searches
 * the pace is for take tens of milliseconds each. A flood of quick ones is bounded by the per-address search limit.
 */
export const DEFAULT_PACE_FROM_MS = 10;

/** SEARCH_CORE_SHARE from the environment: a number in (0, 1], else the default. */
export function coreShareFrom(value: string | undefined): number {
  const share = Number(value);
  return share > 0 && share <= 1 ? share : DEFAULT_CORE_SHARE;
}

export interface CorePace {
  /** Milliseconds until the next search may start (0: now). */
  waitMs(): number;
  /** Records a search that took `tookMs`, ending now. */
  ran(tookMs: number): void;
}

/** SEARCH_PACE_FROM_MS from the environment: a number of milliseconds >= 0, else the default. */
export function paceFromMsFrom(value: string | undefined): number {
  const ms = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return ms >= 0 ? ms : DEFAULT_PACE_FROM_MS;
}

export function createCorePace(share: number, now: () => number = () => performance.now(), paceFromMs = 0): CorePace {
  let restUntil = 0;
  return {
    waitMs: () => Math.max(0, restUntil - now()),
    ran(tookMs) {
      if (tookMs < paceFromMs) return;
      restUntil = now() + tookMs * (1 / share - 1);
    },
  };
}
