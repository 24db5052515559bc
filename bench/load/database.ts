// Reads the bench's database directly, while no backend holds it (PGlite allows one process per directory): the
// articles and videos to aim at, a snapshot of their counters and rows before the load, and afterwards the check
// that every acknowledged write is stored and that no counter disagrees with the rows behind it.
import { sql } from 'drizzle-orm';
import { type DbHandle, openPglite, openPostgres } from '@/server/db/client';
import { DATABASE_URL, PGLITE_DIR } from './servers';
import type { CartAck } from './cartCheck';

export function openBenchDb(): DbHandle {
  return DATABASE_URL ? openPostgres(DATABASE_URL, { max: 2 }) : openPglite(PGLITE_DIR);
}

async function rows<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Target {
  kind: 'article' | 'video';
  id: string;
  slug: string | null;
}

/** Per article and video: its like and view counters and the like, view and comment rows behind them. */
export type Counts = Record<
  string,
  { likes: number; views: number; likeRows: number; viewRows: number; commentRows: number }
>;

export async function snapshot(handle: DbHandle): Promise<{ targets: Target[]; counts: Counts }> {
  const list = await rows<{
    kind: 'article' | 'video';
    id: string;
    slug: string | null;
    likes: number;
    views: number;
    like_rows: number;
    view_rows: number;
    comment_rows: number;
  }>(
    handle,
    sql`with t as (
          select 'article' as kind, id, slug, likes, views, locale from articles
          union all select 'video', id, null, likes, views, locale from videos)
        select t.kind, t.id::text as id, case when t.locale = 'en' then t.slug end as slug, t.likes, t.views,
          (select count(*)::int from likes l where l.target_type = t.kind and l.target_id = t.id) as like_rows,
          (select count(*)::int from views v where v.target_type = t.kind and v.target_id = t.id) as view_rows,
          (select count(*)::int from comments c where c.target_type = t.kind and c.target_id = t.id) as comment_rows
        from t order by t.kind, t.id`,
  );
  const counts: Counts = {};
  for (const r of list)
    counts[`${r.kind}:${r.id}`] = {
      likes: r.likes,
      views: r.views,
      likeRows: r.like_rows,
      viewRows: r.view_rows,
      commentRows: r.comment_rows,
    };
  return { targets: list.map((r) => ({ kind: r.kind, id: r.id, slug: r.slug })), counts };
}

/** A write the backend answered 2xx to. */
export type Ack =
  | { kind: 'like'; target: 'article' | 'video'; targetId: string; mobile: string }
  | {
      kind: 'comment';
      target: 'article' | 'video';
      targetId: string;
      mobile: string;
      text: string;
      id?: string;
    }
  | CartAck;

export interface Verdict {
  acknowledged: number;
  found: number;
  missing: Ack[];
  /** Items whose counter moved by another amount than the rows behind it (a half-written like or view). */
  counterDrift: string[];
}

/** Likes and comments (cart adds are checked by cartCheck.ts). */
export async function verify(handle: DbHandle, all: Ack[], before: Counts): Promise<Verdict> {
  const acks = all.filter((a): a is Exclude<Ack, CartAck> => a.kind !== 'cart add');
  const likeRows = await rows<{ key: string }>(
    handle,
    sql`select l.target_type || ':' || l.target_id::text || ':' || u.mobile_no as key from likes l join users u on u.id = l.user_id`,
  );
  const commentRows = await rows<{ id: string; key: string }>(
    handle,
    sql`select c.id::text as id, c.target_type || ':' || c.target_id::text || ':' || u.mobile_no || ':' || c.body as key
        from comments c join users u on u.id = c.user_id where c.body like 'load %'`,
  );
  const likes = new Set(likeRows.map((r) => r.key));
  const commentIds = new Set(commentRows.map((r) => r.id));
  const commentKeys = new Set(commentRows.map((r) => r.key));
  const missing = acks.filter((a) => {
    if (a.kind === 'like') return !likes.has(`${a.target}:${a.targetId}:${a.mobile}`);
    return a.id
      ? !commentIds.has(a.id)
      : !commentKeys.has(`${a.target}:${a.targetId}:${a.mobile}:${a.text}`);
  });
  const after = (await snapshot(handle)).counts;
  const counterDrift: string[] = [];
  for (const [key, now] of Object.entries(after)) {
    const was = before[key] ?? { likes: 0, views: 0, likeRows: 0, viewRows: 0, commentRows: 0 };
    if (now.likes - was.likes !== now.likeRows - was.likeRows)
      counterDrift.push(
        `${key} likes ${was.likes}->${now.likes}, rows ${was.likeRows}->${now.likeRows}`,
      );
    if (now.views - was.views !== now.viewRows - was.viewRows)
      counterDrift.push(
        `${key} views ${was.views}->${now.views}, rows ${was.viewRows}->${now.viewRows}`,
      );
  }
  return { acknowledged: acks.length, found: acks.length - missing.length, missing, counterDrift };
}
