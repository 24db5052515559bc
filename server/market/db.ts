// The slice of a drizzle database that the market code needs. Both drivers fit it (PGlite embedded,
// node-postgres for PostgreSQL), and so does a transaction, which lets an import run inside one.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The schema parameter is left open on purpose: the app's db carries every feature's tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MarketDb = PgDatabase<PgQueryResultHKT, any>;

/** Rows per statement where each value is a parameter: 1000 x a few columns stays far below 65,535. */
export const BATCH_ROWS = 1000;

/** Rows per statement when a batch travels as one JSON parameter: bounded only to keep memory modest. */
export const JSON_BATCH_ROWS = 5000;

export function chunks<T>(items: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows of a raw `db.execute()`: both drivers answer with `{ rows }`, which drizzle's generic type hides. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
