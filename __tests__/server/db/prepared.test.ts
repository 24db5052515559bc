import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { createTestDb } from '@/server/db/testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`create table prepared_probe (id integer primary key, note text)`);
});
afterAll(() => handle.close());

const kept = async (like: string) =>
  Number(
    ((await handle.db.execute(sql`select count(*) as n from pg_prepared_statements where name like 'zf_prepared_%' and statement like ${like}`)) as unknown as {
      rows: { n: string }[];
    }).rows[0].n,
  );
const onPglite = () => handle.engine === 'pglite';

describe('executePrepared', () => {
  it('answers the rows db.execute answers, values and types alike', async () => {
    const query = (n: number) =>
      sql`select ${n}::integer + 1 as next, ${'a'}::text as word, ${JSON.stringify({ k: [1, 2] })}::jsonb as doc, ${'12.3400'}::numeric as amount,
        ${'2026-01-02'}::date as day, ${'2026-01-02T03:04:05.000Z'}::timestamptz as at, ${null}::text as nothing, now() is not null as yes`;
    for (const n of [1, 2, 3]) {
      expect((await executePrepared(handle.db, query(n))).rows).toEqual(((await handle.db.execute(query(n))) as unknown as { rows: unknown[] }).rows);
    }
    expect((await executePrepared<{ next: number }>(handle.db, query(41))).rows[0].next).toBe(42);
  });

  it('parses a statement once on the embedded database, then only runs it', async () => {
    for (const n of [1, 2, 3, 4]) await executePrepared(handle.db, sql`select ${n}::integer * 7 as once_only`);
    expect(await kept('%once_only%')).toBe(onPglite() ? 1 : 0);
  });

  it('fails as db.execute fails (the code on the cause) and runs again afterwards', async () => {
    const bad = sql`select ${'x'}::integer as broken`;
    const viaExecute = await handle.db.execute(bad).catch((e: Error) => e);
    const viaPrepared = await executePrepared(handle.db, bad).catch((e: Error) => e);
    expect(viaPrepared).toBeInstanceOf(Error);
    expect((viaPrepared as Error).constructor.name).toBe((viaExecute as Error).constructor.name);
    expect(((viaPrepared as Error).cause as { code?: string }).code).toBe('22P02');
    expect((await executePrepared<{ broken: number }>(handle.db, sql`select ${'5'}::integer as broken`)).rows[0].broken).toBe(5);
  });

  it('never runs inside a transaction another request holds open: it waits for its end', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (id, note) values (1, 'uncommitted')`);
        await gate;
        throw new Error('rolled back on purpose');
      })
      .catch(() => 'rolled back');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let answered = false;
    const read = executePrepared<{ n: string }>(handle.db, sql`select count(*) as n from prepared_probe where note = ${'uncommitted'}`).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // On PostgreSQL the read takes another connection and sees nothing uncommitted either way.
    if (onPglite()) expect(answered).toBe(false);
    release();
    expect(await held).toBe('rolled back');
    expect(Number((await read).rows[0].n)).toBe(0);
  });

  it('keeps at most 64 statements, closing the least recently used', async () => {
    for (let i = 0; i < 70; i += 1) {
      expect((await executePrepared<Record<string, number>>(handle.db, sql`select ${i}::integer + ${sql.raw(String(i))} as ${sql.identifier(`evict_${i}`)}`)).rows[0][`evict_${i}`]).toBe(2 * i);
    }
    expect(await kept('%evict_%')).toBe(onPglite() ? 64 : 0);
    expect(await kept('%"evict\\_0"%')).toBe(0);
  });
});
