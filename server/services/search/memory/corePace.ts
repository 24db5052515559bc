// How the search worker keeps to a share of one core when searches come back to back: after a search of d ms it
// rests d * (1 / share - 1) ms before starting the next. A lone search never waits; a flood of costly searches
// waits longer in the queue (and past its time limit answers 503) instead of keeping a core busy that the pages
// and /health share on a small machine. Running at nice 19 alone still cost them: measured with bench:search,
// /health's p95 under ten hostile clients was 1.66-2.40x of its p95 alone at the full core, 1.17-1.38x at half.

export const DEFAULT_CORE_SHARE = 0.5;

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

export function createCorePace(share: number, now: () => number = () => performance.now()): CorePace {
  let restUntil = 0;
  return {
    waitMs: () => Math.max(0, restUntil - now()),
    ran(tookMs) {
      restUntil = now() + tookMs * (1 / share - 1);
    },
  };
}
