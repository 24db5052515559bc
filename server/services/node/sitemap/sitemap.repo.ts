// Content pages for the sitemap: published articles and videos (one URL per language version), questions and
// the experts the directory shows. Each kind is listed oldest first, so that new content joins the last file
// and earlier files keep their URLs.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ContentSitemapKind } from '../../../../utils/seo/sitemap';

interface KindQuery {
  /** FROM … WHERE …: the rows that are public pages. */
  from: SQL;
  order: SQL;
  /** A timestamptz: when the page last changed. */
  lastmod: SQL;
  /** What the path is made from. */
  columns: SQL;
}

function kindQuery(kind: ContentSitemapKind, now: Date): KindQuery {
  const at = now.toISOString();
  switch (kind) {
    case 'articles':
      return {
        from: sql`FROM articles a WHERE a.published_at <= ${at}::timestamptz`,
        order: sql`a.created_at, a.id`,
        lastmod: sql`greatest(a.updated_at, a.published_at)`,
        columns: sql`a.slug, a.locale`,
      };
    case 'videos':
      return {
        from: sql`FROM videos v WHERE v.published_at <= ${at}::timestamptz`,
        order: sql`v.created_at, v.id`,
        lastmod: sql`v.published_at`,
        columns: sql`v.video_key, v.locale`,
      };
    case 'questions':
      // A new or edited answer changes the question's page too.
      return {
        from: sql`FROM questions q`,
        order: sql`q.created_at, q.id`,
        lastmod: sql`greatest(q.updated_at, (SELECT max(x.updated_at) FROM answers x WHERE x.question_id = q.id))`,
        columns: sql`q.id, q.slug`,
      };
    case 'experts':
      // The directory's own rule (expert.repo.ts): a named person with the expert role.
      return {
        from: sql`FROM experts e JOIN users u ON u.id = e.user_id WHERE u.name IS NOT NULL AND 'expert' = ANY(u.roles) AND NOT e.current_login`,
        order: sql`e.created_at, e.id`,
        lastmod: sql`greatest(e.updated_at, u.updated_at)`,
        columns: sql`e.id, u.name`,
      };
  }
}

/** UTC ISO text, the same from PGlite and node-postgres whatever the session's time zone. */
const iso = (value: SQL) => sql`to_char((${value}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function contentSitemapPages(db: Db, kind: ContentSitemapKind, now: Date, pageSize: number) {
  const q = kindQuery(kind, now);
  const found = await rows<{ page: number | string; lastmod: string | null; n: number | string }>(
    db,
    sql`SELECT (rn - 1) / ${pageSize} + 1 AS page, ${iso(sql`max(lastmod)`)} AS lastmod, count(*) AS n
      FROM (SELECT ${q.lastmod} AS lastmod, row_number() OVER (ORDER BY ${q.order}) AS rn ${q.from}) s
      GROUP BY 1 ORDER BY 1`,
  );
  return {
    total: found.reduce((sum, r) => sum + Number(r.n), 0),
    pages: found.map((r) => ({ page: Number(r.page), lastmod: r.lastmod })),
  };
}

export type ContentSitemapRow = Record<string, string | null> & { lastmod: string | null };

export async function contentSitemapRows(db: Db, kind: ContentSitemapKind, now: Date, offset: number, limit: number): Promise<ContentSitemapRow[]> {
  const q = kindQuery(kind, now);
  return rows<ContentSitemapRow>(
    db,
    sql`SELECT ${q.columns}, ${iso(q.lastmod)} AS lastmod ${q.from} ORDER BY ${q.order} LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countContent(db: Db, kind: ContentSitemapKind, now: Date): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n ${kindQuery(kind, now).from}`);
  return Number(row?.n ?? 0);
}
