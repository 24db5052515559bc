import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type DbHandle, closeDb, getDb, getDbHandle, handleOf, pgliteDir } from '@/server/db/client';
import { MIGRATIONS_DIR, migrateDb } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';
import { createTestDb, openTestPglite } from '@/server/db/testing';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('migrations', () => {
  it('create every table of the schema and the pg_trgm extension on a fresh database', async () => {
    const tables = rows<{ table_name: string }>(
      await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
    ).map((r) => r.table_name);
    expect(tables).toEqual(schemaTables);
    expect(tables).toEqual(expect.arrayContaining(['users', 'experts', 'expert_clients', 'refresh_tokens', 'funds', 'nav_history', 'tracked_events']));
    const ext = rows<{ extname: string }>(await handle.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`));
    expect(ext).toHaveLength(1);
  });

  it('record each applied migration once, and applying them again changes nothing', async () => {
    const count = async () =>
      Number(rows<{ n: string }>(await handle.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`))[0].n);
    expect(await count()).toBe(journal.entries.length);
    await migrateDb(handle);
    expect(await count()).toBe(journal.entries.length);
  });
});

describe('the migration journal', () => {
  // drizzle applies only migrations dated after the newest one a database has applied: a migration generated with an
  // earlier date than its predecessor (e.g. after renumbering a merged one) would be skipped there, silently.
  it('dates each migration after the one before it', () => {
    const outOfOrder = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1].when).map((e) => e.tag);
    expect(outOfOrder).toEqual([]);
  });
});

describe('indexes', () => {
  // The repeat-view check of articles and questions (engagement.repo, reactions.repo) runs on every view. With
  // sequential scans switched off the planner shows whether an index matches all of its conditions.
  it('answer "has this visitor viewed this lately?" from one index', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql`explain select id from views where target_type = 'article' and target_id = '00000000-0000-0000-0000-000000000001'
              and actor_key = 'visitor' and created_at > now() - interval '1 day'`,
        ),
      ).map((r) => r['QUERY PLAN']);
    });
    const text = plan.join('\n');
    expect(text).toContain('views_target_actor_time_idx');
    expect(text).toMatch(/Index Cond: .*actor_key.*created_at/s);
  });
});

describe('exact money and decimals', () => {
  it('keeps paise as whole numbers and NAVs and units as exact decimal strings', async () => {
    const db = handle.db;
    const [user] = await db.insert(schema.users).values({ mobileNo: '9000000009', name: 'Decimal Check' }).returning();
    expect(user.roles).toEqual(['user']);
    const [folio] = await db.insert(schema.folios).values({ folioNo: '123/45', userId: user.id, amc: 'Demo AMC' }).returning();
    await db.insert(schema.transactions).values({
      userId: user.id,
      folioId: folio.id,
      schemeCode: 119551,
      txnType: 'purchase',
      txnDate: '2025-03-31',
      nav: '1234.5678',
      units: '0.1000',
      amountPaise: 9_007_199_254_740_991, // Number.MAX_SAFE_INTEGER paise
    });
    const [txn] = await db.select().from(schema.transactions).where(eq(schema.transactions.userId, user.id));
    expect(txn.nav).toBe('1234.5678');
    expect(txn.units).toBe('0.1000');
    expect(txn.amountPaise).toBe(9_007_199_254_740_991);
    expect(txn.txnDate).toBe('2025-03-31');
    const types = rows<{ column_name: string; data_type: string }>(
      await db.execute(sql`select column_name, data_type from information_schema.columns where table_name = 'transactions' order by 1`),
    );
    expect(Object.fromEntries(types.map((t) => [t.column_name, t.data_type]))).toMatchObject({
      nav: 'numeric',
      units: 'numeric',
      amount_paise: 'bigint',
    });
  });

  it('has no floating-point column anywhere', async () => {
    const floats = rows<{ table_name: string; column_name: string }>(
      await handle.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('real', 'double precision')`,
      ),
    );
    expect(floats).toEqual([]);
  });
});

describe('the process-wide database', () => {
  const saved = { ...process.env };
  afterEach(async () => {
    await closeDb();
    process.env = { ...saved };
  });

  it('switches to PostgreSQL through DATABASE_URL and keeps one instance per process', async () => {
    process.env.DATABASE_URL = 'postgres://someone:secret@db.internal:5433/zf';
    const first = getDb();
    expect(getDb()).toBe(first);
    expect(getDbHandle().engine).toBe('postgres');
    expect(handleOf(first)?.location).toBe('db.internal:5433/zf'); // no credentials in what gets logged
    await closeDb();
    expect(getDb()).not.toBe(first);
  });

  it('defaults to PGlite under .data/pglite, or PGLITE_DIR / DATA_DIR', () => {
    expect(pgliteDir({})).toBe(path.resolve('.data', 'pglite'));
    expect(pgliteDir({ DATA_DIR: '/srv/zf' })).toBe('/srv/zf/pglite');
    expect(pgliteDir({ PGLITE_DIR: 'memory://' })).toBe('memory://');
    expect(pgliteDir({ PGLITE_DIR: 'db' })).toBe(path.resolve('db'));
  });
});

const pgliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;
pgliteOnly('an embedded database on disk', () => {
  it('reopens with its trigram index (pg_trgm is loaded on every open)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zf-pglite-'));
    try {
      const first = openTestPglite(dir);
      await migrateDb(first);
      await first.db.insert(schema.funds).values({ schemeCode: 119551, name: 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth', slug: 'ppfas-flexi' });
      await first.close();

      const again = openTestPglite(dir);
      await migrateDb(again);
      const found = rows<{ scheme_code: number }>(
        await again.db.execute(sql`select scheme_code from funds where name % 'parag parikh flexy cap'`),
      );
      expect(found.map((r) => Number(r.scheme_code))).toEqual([119551]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
