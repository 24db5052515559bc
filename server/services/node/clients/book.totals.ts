// Search totals of the client book kept in memory, each with the advisor's search version it was counted at
// (client_book_sizes.search_version, moved by the triggers of migration 0022 whenever a row of the book is added or
// removed or a name, mobile or PAN changes). A term of one or two letters matches a large part of a big book and no
// index can count it, so its total is counted once per version: the next page, the same search again, and every
// other process (they read the version from the database) count again only after the book changed.
import type { Db } from '../../../db/client';

export interface KeptTotal {
  version: string;
  total: number;
}

/** Totals kept per database (a test opens several with the same advisors), the least recently used dropped first. */
const MAX_TOTALS = 500;
const byDb = new WeakMap<Db, Map<string, KeptTotal>>();

const keyOf = (expertId: string, term: string) => `${expertId}\u0000${term}`;

export function keptTotal(db: Db, expertId: string, term: string): KeptTotal | undefined {
  const totals = byDb.get(db);
  const key = keyOf(expertId, term);
  const kept = totals?.get(key);
  if (kept) {
    totals!.delete(key); // re-inserted: Map order is the LRU order
    totals!.set(key, kept);
  }
  return kept;
}

export function keepTotal(db: Db, expertId: string, term: string, kept: KeptTotal): void {
  let totals = byDb.get(db);
  if (!totals) byDb.set(db, (totals = new Map()));
  const key = keyOf(expertId, term);
  totals.delete(key);
  totals.set(key, kept);
  if (totals.size > MAX_TOTALS) totals.delete(totals.keys().next().value!);
}
