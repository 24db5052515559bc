import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';

/** Rows per INSERT: large enough to be quick, small enough to stay far below PostgreSQL's 65,535 parameters. */
export const SEED_BATCH_ROWS = 500;

export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = SEED_BATCH_ROWS,
): Promise<number> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]);
  }
  return rows.length;
}
