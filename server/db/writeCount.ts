// A count, per database handle, of the statements this process ran that may have written. The search index's copy
// (services/search/memory/indexCopy.ts) asks the database what changed only when this count moved (or after an
// interval, for writers outside this process): under a flood of searches and no writes it then runs no query at
// all, where it used to run one per search on the thread that answers every request.
//
// Counted: every statement that is not a plain `select` (insert, update, delete, `with … insert`, DDL, `do`), each
// time it finishes, and every transaction or checked-out connection when it ends, so the count moves after the
// commit that makes a write visible. A write hidden inside a `select` (a function that writes) is not seen here:
// the interval covers it, as it covers other processes.
import type { Pool, PoolClient } from 'pg';

const counts = new WeakMap<object, { n: number }>();

/** How many possibly-writing statements have finished on `db`; undefined for a database not opened by client.ts. */
export function writeCountOf(db: object): number | undefined {
  return counts.get(db)?.n;
}

const READ_ONLY = /^\s*select\b/i;

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Runs `run`, then counts once it has settled (a failed statement may still have been part of a commit). */
async function countedAfter<T>(counter: { n: number }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    counter.n++;
  }
}

type Query = (...args: unknown[]) => Promise<unknown>;

/** PGlite: its query/exec calls outside a transaction commit on their own; a transaction commits as it ends. */
export function countPgliteWrites(db: object, client: { query: Query; exec: Query; transaction: Query }): void {
  const counter = { n: 0 };
  counts.set(db, counter);
  const { query, exec, transaction } = client;
  client.query = function (this: unknown, ...args: unknown[]) {
    return READ_ONLY.test(textOf(args[0])) ? query.apply(client, args) : countedAfter(counter, () => query.apply(client, args));
  };
  client.exec = function (this: unknown, ...args: unknown[]) {
    return READ_ONLY.test(textOf(args[0])) ? exec.apply(client, args) : countedAfter(counter, () => exec.apply(client, args));
  };
  client.transaction = function (this: unknown, ...args: unknown[]) {
    return countedAfter(counter, () => transaction.apply(client, args));
  };
}

const WROTE = Symbol('zf.wrote');
type MarkedClient = PoolClient & { [WROTE]?: boolean };

/**
 * PostgreSQL: every connection of the pool counts its own writing statements as they finish, and once more when
 * it goes back to the pool (the end of a transaction, whose COMMIT is what makes its writes visible).
 */
export function countPoolWrites(db: object, pool: Pool): void {
  const counter = { n: 0 };
  counts.set(db, counter);
  pool.on('connect', (connection) => {
    const client = connection as MarkedClient;
    const query = client.query as unknown as Query;
    (client as unknown as { query: Query }).query = function (this: unknown, ...args: unknown[]) {
      if (READ_ONLY.test(textOf(args[0]))) return query.apply(client, args);
      client[WROTE] = true;
      // Callback-style calls (none in this code base) keep their own flow and are counted at release.
      if (args.some((a) => typeof a === 'function')) return query.apply(client, args);
      return countedAfter(counter, () => query.apply(client, args));
    };
  });
  pool.on('release', (_error, connection) => {
    const client = connection as MarkedClient;
    if (client[WROTE]) {
      client[WROTE] = false;
      counter.n++;
    }
  });
}

/** For a statement run around the counted client methods (db/prepared.ts): counts it once it has finished. */
export function countStatement(db: object, text: string): void {
  const counter = counts.get(db);
  if (counter && !READ_ONLY.test(text)) counter.n++;
}
