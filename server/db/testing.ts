// Fresh, migrated databases for tests. Default: in-memory PGlite restored from a migrated template (creating a
// PGlite data directory takes seconds; restoring a dump under one). With TEST_DATABASE_URL set: a new, empty
// PostgreSQL database per call, copied from a migrated template database, and dropped again on close, so CI proves
// both engines.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Client } from 'pg';
import { type DbHandle, type PgliteModules, openPglite, openPostgres } from './client';
import { MIGRATIONS_DIR, migrateDb } from './migrate';

export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDb(url) : createPgliteTestDb();
}

/**
 * PGlite loads its WebAssembly and extension files with dynamic import(), which Jest's module sandbox refuses
 * (it would need --experimental-vm-modules). Node's own require, reached through the outer context's process
 * object, loads PGlite outside that sandbox; in plain Node it is simply the usual module.
 */
export function outsideSandboxPglite(): PgliteModules {
  const realProcess = vm.runInThisContext('process') as NodeJS.Process;
  const load = realProcess.getBuiltinModule('node:module').createRequire(__filename);
  return {
    PGlite: (load('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite,
    pg_trgm: (load('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
  };
}

/** An embedded database in a directory (or 'memory://'), opened the way tests can. */
export function openTestPglite(dataDir: string, loadDataDir?: Blob): DbHandle {
  return openPglite(dataDir, { loadDataDir, modules: outsideSandboxPglite() });
}

async function createPgliteTestDb(): Promise<DbHandle> {
  const handle = openTestPglite('memory://', await migratedTemplate());
  // The template's fingerprint covers the migration files; migrating again is a cheap no-op check.
  await migrateDb(handle);
  return handle;
}

let templatePromise: Promise<Blob> | undefined;

/** One migrated template per process, cached on disk across test files, keyed by the migration files' contents. */
function migratedTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const dir = path.resolve(process.env.DATA_DIR || '.data', 'cache');
    const file = path.join(dir, `pglite-template-${migrationsFingerprint()}.tar`);
    if (existsSync(file)) {
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        // Removed meanwhile by a run with other migrations: build it again below.
      }
    }
    const fresh = openTestPglite('memory://');
    try {
      await migrateDb(fresh);
      const client = (fresh.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
      const dump = await client.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(dir, { recursive: true });
      // Parallel test workers may build it at once: write aside, then rename (atomic on one file system).
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temp, bytes);
      renameSync(temp, file);
      // Templates of older migration sets are 40 MB each and never used again.
      for (const old of readdirSync(dir)) {
        if (old.startsWith('pglite-template-') && old.endsWith('.tar') && path.join(dir, old) !== file) rmSync(path.join(dir, old), { force: true });
      }
      return new Blob([bytes]);
    } finally {
      await fresh.close();
    }
  })();
  return templatePromise;
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')),
    ...readdirSync(path.join(MIGRATIONS_DIR, 'meta')).map((f) => path.join('meta', f)),
  ].sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(MIGRATIONS_DIR, f)));
  return hash.digest('hex').slice(0, 16);
}

async function createPostgresTestDb(adminUrl: string): Promise<DbHandle> {
  const name = `zf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await migratedPostgresTemplate(adminUrl);
  // A copy of the migrated template: running the 24 migrations took about 0.9 s per database, the copy a tenth.
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = openPostgres(databaseUrl(adminUrl, name), { max: 4 });
  // The template's name covers the migration files; migrating again is a cheap no-op check.
  await migrateDb(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Serialises building the template across test workers (any fixed key; the migrations use their own). */
const TEMPLATE_LOCK_ID = 727_001;
let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database named after the migration files' fingerprint, built once per server and set of migrations
 * and copied for every test database. Built under another name and renamed when complete, so a copy never starts
 * from a half-migrated template; templates of other migration sets are dropped then.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= withAdmin(adminUrl, async (admin) => {
    const template = `zf_template_${migrationsFingerprint()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount) return template;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const handle = openPostgres(databaseUrl(adminUrl, building), { max: 1 });
      try {
        await migrateDb(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'zf\\_template\\_%' and datname <> $1",
        [template],
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
  return postgresTemplate;
}

async function withAdmin<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
