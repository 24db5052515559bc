// The database of this process. Embedded PGlite by default (a directory under .data/), PostgreSQL through `pg`
// when DATABASE_URL is a postgres:// URL. Callers see one Drizzle type either way.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema';
import { type StatementRunner, aheadOfTheLine, takeTurns } from './takeTurns';
import { countPgliteWrites, countPoolWrites } from './writeCount';

export type Schema = typeof schema;
/** What every repo receives. A transaction (`db.transaction(tx => …)`) fits the same type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';
type Env = Record<string, string | undefined>;

export interface DbHandle {
  db: Db;
  engine: Engine;
  /** Where the data lives, without credentials: a directory, 'memory://' or host/database. */
  location: string;
  close(): Promise<void>;
}

const handles = new WeakMap<object, DbHandle>();

/** The handle a db was opened with (engine, close); undefined for a db this module did not open. */
export function handleOf(db: Db): DbHandle | undefined {
  return handles.get(db);
}

const closeHooks = new WeakMap<object, (() => Promise<void>)[]>();

/** Work to finish before the database closes (e.g. a worker that reads it); run by the handle's close(). */
export function onDbClose(db: Db, hook: () => Promise<void>): void {
  closeHooks.get(db)?.push(hook);
}

function register(handle: DbHandle): DbHandle {
  const hooks: (() => Promise<void>)[] = [];
  closeHooks.set(handle.db, hooks);
  const closeDatabase = handle.close;
  handle.close = async () => {
    await Promise.allSettled(hooks.splice(0).map((hook) => hook()));
    await closeDatabase();
  };
  handles.set(handle.db, handle);
  return handle;
}

/** The PGlite class and the pg_trgm extension; tests load their own copies (see testing.ts). */
export interface PgliteModules {
  PGlite: typeof PGlite;
  pg_trgm: typeof pg_trgm;
}

export interface OpenPgliteOptions {
  /** A data-directory dump to start from (PGlite's dumpDataDir). */
  loadDataDir?: Blob;
  modules?: PgliteModules;
}

/** pg_trgm must be passed on EVERY open: a data directory with a trigram index cannot be opened without it. */
export function openPglite(dataDir: string, options: OpenPgliteOptions = {}): DbHandle {
  const modules = options.modules ?? { PGlite, pg_trgm };
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = new modules.PGlite(dataDir, { extensions: { pg_trgm: modules.pg_trgm }, loadDataDir: options.loadDataDir });
  takeTurns(client as unknown as StatementRunner);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  countPgliteWrites(db, client as unknown as Parameters<typeof countPgliteWrites>[1]);
  return register({ db, engine: 'pglite', location: dataDir, close: () => client.close() });
}

export function openPostgres(connectionString: string, poolConfig: PoolConfig = {}): DbHandle {
  const pool = new Pool({ connectionString, max: Number(process.env.PG_POOL_MAX) || 10, ...poolConfig });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that kills the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  countPoolWrites(db, pool);
  const url = new URL(connectionString);
  return register({ db, engine: 'postgres', location: `${url.hostname}:${url.port || 5432}${url.pathname}`, close: () => pool.end() });
}

export function isPostgresUrl(value: string | undefined): value is string {
  return !!value && /^postgres(ql)?:\/\//i.test(value);
}

/** The directory of the embedded database: PGLITE_DIR, else `<DATA_DIR or .data>/pglite`. */
export function pgliteDir(env: Env = process.env): string {
  if (env.PGLITE_DIR) return env.PGLITE_DIR === 'memory://' ? env.PGLITE_DIR : path.resolve(env.PGLITE_DIR);
  return path.resolve(env.DATA_DIR || '.data', 'pglite');
}

/** Opens the database the environment points at (not cached; see getDbHandle for the process-wide one). */
export function openDatabase(env: Env = process.env): DbHandle {
  return isPostgresUrl(env.DATABASE_URL) ? openPostgres(env.DATABASE_URL) : openPglite(pgliteDir(env));
}

// PGlite is single-connection: one instance per process, kept on globalThis so that module reloads
// (tsx watch, jest module registries) never open the same directory twice.
const GLOBAL_KEY = Symbol.for('zf.db.handle');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DbHandle };

export function getDbHandle(): DbHandle {
  const g = globalThis as GlobalWithDb;
  g[GLOBAL_KEY] ??= openDatabase();
  return g[GLOBAL_KEY];
}

/** The process-wide Drizzle database. */
export function getDb(): Db {
  return getDbHandle().db;
}

/** Closes the process-wide database (graceful shutdown); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g[GLOBAL_KEY];
  delete g[GLOBAL_KEY];
  await handle?.close();
}

/** True when the database answers a trivial query within the time limit. */
export async function pingDb(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    // Ahead of the statements waiting their turn on the embedded database (takeTurns.ts): is it up, not how busy.
    const ping = aheadOfTheLine(() => db.execute(sql`select 1`));
    return await Promise.race([ping.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
