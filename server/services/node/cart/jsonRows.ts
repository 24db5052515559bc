// Rows read as JSON: the embedded database parses every field of every row in JavaScript, so a cart read as 30
// columns × 12 rows cost several times the query itself. One JSON value per statement is parsed natively instead.
import { type Column, type SQL, type Table, getTableColumns, getTableName, sql } from 'drizzle-orm';

const columnsOf = (table: Table) => Object.entries(getTableColumns(table)) as [string, Column][];

const built = new Map<string, SQL>();

/**
 * A row of `table` (named `alias` in the query) as one JSON object keyed by column name: the whole row, with its
 * numerics again as text so they stay exact (JSON numbers would drop '10.1250' to 10.125). Short SQL on purpose:
 * naming every column made the statement slower to parse than to run. Built once per table and alias.
 */
export function rowJson(table: Table, alias: string): SQL {
  const key = `${getTableName(table)}:${alias}`;
  let fragment = built.get(key);
  if (!fragment) {
    // Column names come from the schema, never from a request.
    const exact = columnsOf(table)
      .filter(([, c]) => c.getSQLType().startsWith('numeric'))
      .map(([, c]) => `'${c.name}', "${alias}"."${c.name}"::text`);
    fragment = sql.raw(exact.length === 0 ? `to_jsonb("${alias}")` : `to_jsonb("${alias}") || jsonb_build_object(${exact.join(', ')})`);
    built.set(key, fragment);
  }
  return fragment;
}

/** Such an object decoded as Drizzle decodes its own selects (timestamps to Date, and so on). */
export function fromJson<T>(table: Table, json: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}

/** The one row of a statement run with db.execute. */
export function onlyRow<T>(result: unknown): T {
  return (result as { rows: T[] }).rows[0];
}
