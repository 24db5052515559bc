// The fund list's filter values (categories, fund houses, options) shared by the renders of one web server for a
// short while. Every view of the list asks for the same values, which change only with an AMFI import (once a
// day), so asking the market service again on each per-request render (pages/mutual-funds/filtered.tsx) cost a
// backend call per page for nothing. This is not a cache of the list itself: each view still asks for its page.
import { getFilterMeta } from '@/services/market.api';
import type { FilterMeta } from '@/utils/funds/types';

/** How long the values are reused. An import also forgets them at once (pages/api/revalidate.ts). */
export const FILTER_META_TTL_MS = 60_000;

let kept: { value: Promise<FilterMeta>; until: number } | null = null;

/**
 * The filter values, asked for at most once a minute; renders that arrive while a request is in flight share it.
 * A failure is not kept: the next render asks again.
 */
export function sharedFilterMeta(now = Date.now()): Promise<FilterMeta> {
  if (kept && kept.until > now) return kept.value;
  const entry = { value: getFilterMeta(), until: now + FILTER_META_TTL_MS };
  kept = entry;
  entry.value.catch(() => {
    if (kept === entry) kept = null;
  });
  return entry.value;
}

/** After an import, and between tests. */
export function forgetFilterMeta(): void {
  kept = null;
}
