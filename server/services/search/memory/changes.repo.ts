// Reads that keep the in-memory copy of search_documents current (indexCopy.ts). A copy remembers the xmin of the
// snapshot it last read: every transaction below it had finished, so its rows were read then; what can have
// changed since is a row or a deletion whose transaction id is at or above it (written_xid, migration 0023).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aheadOfTheLine } from '../../../db/takeTurns';
import type { SourceDocument } from './textIndex';

/** Rows of a raw query: both drivers answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const COLUMNS = sql.raw('index_name, ref_id, locale, title, body, extra, payload, priority');

/** The oldest transaction still running, or the next one to start: the copy's cursor. */
export async function snapshotXmin(db: Db): Promise<string> {
  const [row] = rowsOf<{ xmin: string }>(await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`));
  return row.xmin;
}

/** One page of every document in key order, after `after` (the last key of the page before). */
export async function documentsPage(db: Db, after: [string, string] | null, limit: number): Promise<SourceDocument[]> {
  const where = after ? sql`where (index_name, ref_id) > (${after[0]}, ${after[1]})` : sql``;
  return rowsOf<SourceDocument>(await db.execute(sql`select ${COLUMNS} from search_documents ${where} order by index_name, ref_id limit ${limit}`));
}

export interface Changes {
  xmin: string;
  deletes: [string, string][];
  upserts: SourceDocument[];
}

type ChangeRow = SourceDocument & { op: 'u' | 'd' | 'x'; xmin: string | null };

/**
 * What changed at or after `since`, and the new cursor, in one statement so that all three are read from one
 * snapshot. A key both deleted and written again is in both lists: deletions are applied first.
 */
export async function changesSince(db: Db, since: string): Promise<Changes> {
  // One small read per search (or per batch of searches): it does not wait behind other statements (takeTurns.ts).
  const rows = rowsOf<ChangeRow>(
    await aheadOfTheLine(() => db.execute(sql`
      select 'x' as op, pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        null::text as index_name, null::text as ref_id, null::text as locale, null::text as title, null::text as body,
        null::text as extra, null::jsonb as payload, null::smallint as priority
      union all
      select 'd', null, index_name, ref_id, null, null, null, null, null, null
      from search_deletions where written_xid >= ${since}::xid8
      union all
      select 'u', null, ${COLUMNS} from search_documents where written_xid >= ${since}::xid8`)),
  );
  const changes: Changes = { xmin: since, deletes: [], upserts: [] };
  for (const { op, xmin, ...doc } of rows) {
    if (op === 'x') changes.xmin = xmin!;
    else if (op === 'd') changes.deletes.push([doc.index_name, doc.ref_id]);
    else changes.upserts.push(doc);
  }
  return changes;
}
