// Fund pages for the sitemap: every scheme, oldest scheme code first, so that a new scheme joins the last file
// and the earlier files stay as they were. lastmod is when the row last changed (a new NAV or new details).
import { sql } from 'drizzle-orm';
import { type MarketDb, rowsOf } from '../../market/db';

/** UTC ISO text in SQL, the same from PGlite and node-postgres whatever the session's time zone. */
const ISO = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export async function fundSitemapPages(db: MarketDb, pageSize: number): Promise<{ total: number; pages: { page: number; lastmod: string | null }[] }> {
  const rows = rowsOf<{ page: number | string; lastmod: string | null; n: number | string }>(
    await db.execute(sql`
      SELECT (rn - 1) / ${pageSize} + 1 AS page, ${ISO('max(updated_at)')} AS lastmod, count(*) AS n
      FROM (SELECT updated_at, row_number() OVER (ORDER BY scheme_code) AS rn FROM funds) s
      GROUP BY 1 ORDER BY 1`),
  );
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    pages: rows.map((r) => ({ page: Number(r.page), lastmod: r.lastmod })),
  };
}

export async function fundSitemapEntries(db: MarketDb, offset: number, limit: number): Promise<{ slug: string; lastmod: string | null }[]> {
  return rowsOf<{ slug: string; lastmod: string | null }>(
    await db.execute(sql`
      SELECT slug, ${ISO('updated_at')} AS lastmod FROM funds
      ORDER BY scheme_code LIMIT ${limit} OFFSET ${offset}`),
  );
}

export async function countFunds(db: MarketDb): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM funds`));
  return Number(row?.n ?? 0);
}
