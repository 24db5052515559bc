// Named prepared statements on the embedded database, for the hottest statements (bench:cart). PGlite's own query()
// sends every statement as six protocol calls into its WebAssembly (parse, describe, bind, describe, execute, sync)
// and parses, analyses and plans it anew each time: for the cart's facts and add statements that fixed cost was
// three quarters of their time. Here a statement's text is parsed once per database (Parse with a name; PostgreSQL
// keeps its plan, re-planning by itself after a schema change) and each call is ONE protocol call: bind, describe,
// execute, sync. Elsewhere (PostgreSQL, or inside a transaction) it is plain db.execute.
import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { parse, protocol, types } from '@electric-sql/pglite';
import type { Db } from './client';
import { countStatement } from './writeCount';

/** What this module needs of a PGlite instance (tests load their own copy of the class, so no instanceof). */
interface PgliteClient {
  execProtocol(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<{ messages: Parameters<typeof parse.parseResults>[0] }>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

/** Statements kept per database, least recently used first; past this many the oldest is closed. */
const MAX_STATEMENTS = 64;
const byClient = new WeakMap<PgliteClient, Map<string, Statement>>();
let counter = 0;

const identity = (value: string) => value;
/** Drizzle's PGlite driver reads db.execute's dates, timestamps and intervals (and arrays of them) as text. */
const AS_TEXT = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, identity]));
/** PGlite's parsers with those overridden, merged once (parseResults given them per call spreads both every time). */
const parsersOf = new WeakMap<PgliteClient, Record<number, unknown>>();

function pgliteOf(db: unknown): PgliteClient | null {
  // Only the top-level database has $client; a transaction runs its statements through PGlite's own transaction.
  const client = (db as { $client?: Partial<PgliteClient> }).$client;
  return client && typeof client.execProtocol === 'function' && typeof client._runExclusiveTransaction === 'function'
    ? (client as PgliteClient)
    : null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The statement for this text, parsed now if new (the caller holds the database). */
async function statementFor(client: PgliteClient, text: string): Promise<Statement> {
  let statements = byClient.get(client);
  if (!statements) byClient.set(client, (statements = new Map()));
  const known = statements.get(text);
  if (known) {
    statements.delete(text);
    statements.set(text, known);
    return known;
  }
  const { serialize } = protocol;
  if (statements.size >= MAX_STATEMENTS) {
    const [oldText, oldest] = statements.entries().next().value as [string, Statement];
    statements.delete(oldText);
    await client.execProtocol(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false });
  }
  const name = `zf_prepared_${(counter += 1)}`;
  const { messages } = await client.execProtocol(
    concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  statements.set(text, statement);
  return statement;
}

async function runPrepared(client: PgliteClient, text: string, params: unknown[]) {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statement = await statementFor(client, text);
      // Serialised as PGlite's query() does: by the parameter's type, else as text.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.paramTypes[i]];
        return serializer ? serializer(value) : String(value);
      });
      const { serialize } = protocol;
      const message = concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const { messages } = await client.execProtocol(message, { syncToFs: true });
      let parsers = parsersOf.get(client);
      if (!parsers) parsersOf.set(client, (parsers = { ...client.parsers, ...AS_TEXT }));
      return parse.parseResults(messages, parsers as never, { rowMode: 'object' })[0];
    }),
  );
}

/**
 * Runs `query` as db.execute would (same rows, same errors wrapped the same way), as a named prepared statement
 * when `db` is the embedded database itself. For statements whose text repeats: each distinct text is kept.
 */
export async function executePrepared<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<{ rows: Row[] }> {
  const client = pgliteOf(db);
  if (!client) return (await db.execute(query)) as unknown as { rows: Row[] };
  const { sql: text, params } = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
  try {
    return (await runPrepared(client, text, params)) as unknown as { rows: Row[] };
  } catch (error) {
    throw new DrizzleQueryError(text, params, error as Error);
  } finally {
    // It bypasses the client's query(), where writes are counted for the search copy (writeCount.ts).
    countStatement(db, text);
  }
}
