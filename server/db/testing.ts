// Fresh, migrated databases for tests. Default: in-memory PGlite restored from a migrated template (creating a
// PGlite data directory takes seconds; restoring a dump under one). With TEST_DATABASE_URL set: a new, empty
// PostgreSQL database per call, copied from a migrated template database, and dropped again on close, so CI proves
// both engines. A recipe (say, the demo seeded in full) gets a template of its own the same way: built once per
// machine and set of sources, then copied for every test file that asks for it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Client } from 'pg';
import { type DbHandle, type PgliteModules, openPglite, openPostgres } from './client';
import { MIGRATIONS_DIR, migrateDb } from './migrate';

/** What to put into a migrated database before it becomes a template; `key` changes whenever the result would. */
export interface TestDbRecipe {
  key: string;
  build(handle: DbHandle): Promise<void>;
}

export async function createTestDb(recipe?: TestDbRecipe): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDb(url, recipe) : createPgliteTestDb(recipe);
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

async function createPgliteTestDb(recipe?: TestDbRecipe): Promise<DbHandle> {
  const handle = openTestPglite('memory://', await pgliteTemplate(recipe));
  // The template's fingerprint covers the migration files; migrating again is a cheap no-op check.
  await migrateDb(handle);
  return handle;
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

/**
 * One template per process and recipe, cached on disk across test files (jest loads each file's modules afresh),
 * keyed by the migration files' contents and the recipe's key.
 */
function pgliteTemplate(recipe?: TestDbRecipe): Promise<Blob> {
  const name = recipe ? `pglite-seeded-${migrationsFingerprint()}-${shortHash(recipe.key)}` : `pglite-template-${migrationsFingerprint()}`;
  const existing = pgliteTemplates.get(name);
  if (existing) return existing;
  const built = (async () => {
    const dir = path.resolve(process.env.DATA_DIR || '.data', 'cache');
    const file = path.join(dir, `${name}.tar`);
    if (existsSync(file)) {
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        // Removed meanwhile by a run with other sources: build it again below.
      }
    }
    const fresh = openTestPglite('memory://', recipe ? await pgliteTemplate() : undefined);
    try {
      await migrateDb(fresh);
      if (recipe) await recipe.build(fresh);
      const client = (fresh.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
      const dump = await client.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(dir, { recursive: true });
      // Parallel test workers may build it at once: write aside, then rename (atomic on one file system).
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temp, bytes);
      renameSync(temp, file);
      // Templates of older sources are 40 MB or more each and never used again.
      const family = recipe ? 'pglite-seeded-' : 'pglite-template-';
      for (const old of readdirSync(dir)) {
        if (old.startsWith(family) && old.endsWith('.tar') && path.join(dir, old) !== file) rmSync(path.join(dir, old), { force: true });
      }
      return new Blob([bytes]);
    } finally {
      await fresh.close();
    }
  })();
  pgliteTemplates.set(name, built);
  return built;
}

const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')),
    ...readdirSync(path.join(MIGRATIONS_DIR, 'meta')).map((f) => path.join('meta', f)),
  ].sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(MIGRATIONS_DIR, f)));
  return hash.digest('hex').slice(0, 16);
}

async function createPostgresTestDb(adminUrl: string, recipe?: TestDbRecipe): Promise<DbHandle> {
  const name = `zf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(adminUrl, recipe);
  // A copy of the template: running the migrations took about 0.9 s per database, the copy a tenth.
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

/** Serialises building templates across test workers (any fixed key; the migrations use their own). */
const TEMPLATE_LOCK_ID = 727_001;
const postgresTemplates = new Map<string, Promise<string>>();

/**
 * A migrated database named after the migration files' fingerprint (and a recipe's key), built once per server and
 * set of sources and copied for every test database. Built under another name and renamed when complete, so a copy
 * never starts from a half-built template; templates of other sources are dropped then.
 */
function postgresTemplate(adminUrl: string, recipe?: TestDbRecipe): Promise<string> {
  const family = recipe ? 'zf_seeded_' : 'zf_template_';
  const template = `${family}${migrationsFingerprint()}${recipe ? `_${shortHash(recipe.key)}` : ''}`;
  const existing = postgresTemplates.get(template);
  if (existing) return existing;
  const built = (async () => {
    // The seeded template starts as a copy of the migrated one (taken before the lock: it takes the lock itself).
    const base = recipe ? await postgresTemplate(adminUrl) : undefined;
    return withAdmin(adminUrl, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      try {
        const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
        if (exists.rowCount) return template;
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await admin.query(base ? `CREATE DATABASE "${building}" TEMPLATE "${base}"` : `CREATE DATABASE "${building}"`);
        const handle = openPostgres(databaseUrl(adminUrl, building), { max: 1 });
        try {
          await migrateDb(handle);
          if (recipe) await recipe.build(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
        const stale = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like '${family.replaceAll('_', '\\_')}%' and datname <> $1`,
          [template],
        );
        for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        return template;
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
      }
    });
  })();
  postgresTemplates.set(template, built);
  return built;
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
