/**
 * @jest-environment node
 */
// Statements of the embedded database take turns, one per turn of the event loop, so that sockets and timers are
// served between two of them; the health check's ping goes first; a statement PGlite runs from within one (its type
// reload after DDL) does not wait for itself.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { aheadOfTheLine, createTurns, takeTurns } from '@/server/db/takeTurns';
import { outsideSandboxPglite } from '@/server/db/testing';

it('lets a timer (any waiting I/O) run between two statements that were waiting together', async () => {
  const order: string[] = [];
  const turns = createTurns();
  // Each statement keeps the thread 3 ms, as a real one does: a timer of 0 ms is due only after 1 ms, and three
  // empty statements could all run within that on a fast machine (this failed once in CI's PostgreSQL pass).
  const statement = (name: string) =>
    turns.run(async () => {
      const until = performance.now() + 3;
      while (performance.now() < until);
      order.push(name);
    });
  const done = Promise.all([statement('a'), statement('b'), statement('c')]);
  // Set after the three were queued: without turns all three would run before it.
  setTimeout(() => order.push('timer'), 0);
  await done;
  await new Promise((r) => setTimeout(r, 5));
  expect(order.indexOf('timer')).toBeGreaterThan(-1);
  expect(order.indexOf('timer')).toBeLessThan(order.indexOf('c'));
  expect(order.filter((x) => x !== 'timer')).toEqual(['a', 'b', 'c']);
});

it('runs statements asked first in the order they were asked, all before the others waiting', async () => {
  const order: string[] = [];
  const turns = createTurns();
  const all = [1, 2].map((n) => turns.run(async () => void order.push(`request ${n}`)));
  all.push(...[1, 2, 3].map((n) => turns.run(async () => void order.push(`ping ${n}`), true)));
  await Promise.all(all);
  expect(order).toEqual(['request 1', 'ping 1', 'ping 2', 'ping 3', 'request 2']);
});

it('runs a statement asked first before those waiting (after the one already running)', async () => {
  const order: string[] = [];
  const turns = createTurns();
  const all = [1, 2, 3].map((n) => turns.run(async () => void order.push(`request ${n}`)));
  all.push(turns.run(async () => void order.push('ping'), true));
  await Promise.all(all);
  expect(order).toEqual(['request 1', 'ping', 'request 2', 'request 3']);
  expect(turns.waiting).toBe(0);
});

it('passes answers and errors through, and keeps going after an error', async () => {
  const turns = createTurns();
  await expect(turns.run(async () => 42)).resolves.toBe(42);
  await expect(turns.run(async () => Promise.reject(new Error('bad statement')))).rejects.toThrow('bad statement');
  await expect(turns.run(async () => 'after')).resolves.toBe('after');
});

describe('on a PGlite instance', () => {
  const { PGlite } = outsideSandboxPglite();
  const client = new PGlite('memory://');
  takeTurns(client as never);
  afterAll(() => client.close());

  it('runs DDL (PGlite queries itself during it), queries and transactions (each one turn) without waiting on itself', async () => {
    await client.exec('create type mood as enum (\'calm\', \'busy\'); create table t (id int primary key, m mood)');
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (1, $1)', ['calm']);
      await tx.query('insert into t values (2, $1)', ['busy']);
    });
    const order: string[] = [];
    const statement = (name: string, sql: string) => client.query(sql).then(() => void order.push(name));
    await Promise.all([
      statement('count', 'select count(*) from t'),
      statement('list', 'select * from t'),
      statement('sum', 'select sum(id) from t'),
      // Through Drizzle, as pingDb does: its builders run their statement only when awaited.
      aheadOfTheLine(() => drizzle({ client }).execute(sql`select 1`)).then(() => void order.push('ping')),
    ]);
    // 'count' may have had its turn before the ping was asked for; the ping went ahead of those still waiting.
    expect(order.filter((name) => name !== 'ping')).toEqual(['count', 'list', 'sum']);
    expect(order.indexOf('ping')).toBeLessThan(order.indexOf('list'));
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(2);
  }, 60_000);

  it('lines a whole transaction up as one turn, so a ping asked after it still goes first', async () => {
    const order: string[] = [];
    await Promise.all([
      client.query('select 1').then(() => void order.push('statement')),
      client.transaction(async (tx) => {
        order.push('transaction');
        await tx.query('select 1');
      }),
      aheadOfTheLine(() => client.query('select 1').then(() => void order.push('ping'))),
    ]);
    expect(order.indexOf('ping')).toBeLessThan(order.indexOf('transaction'));
  }, 60_000);
});
