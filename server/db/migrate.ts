// Applies the drizzle-kit migrations in server/db/migrations, for either engine. Runs at every start;
// applied migrations are recorded in drizzle.__drizzle_migrations and skipped.
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { type DbHandle } from './client';
import { serverPath } from '../serverDir';

export const MIGRATIONS_DIR = serverPath('db', 'migrations');

// Any fixed number: every process that migrates the same PostgreSQL database waits on this lock, so two
// services started at once do not both apply the same migration.
const MIGRATION_LOCK_ID = 7_304_215_001;

export async function migrateDb(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
