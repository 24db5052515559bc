// Rebuilding search documents by hand. Triggers on funds, articles, videos, questions, experts and users keep
// the index current on their own (migration 0005); these are for repairs, for a database whose index was
// emptied, and for tests that compare the trigger-kept index with a fresh build.
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// Any database or transaction: the market importer passes its own narrower type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = PgDatabase<PgQueryResultHKT, any>;

export type ContentKind = 'articles' | 'videos' | 'forums' | 'users';

function writtenOf(result: unknown): number {
  const row = ((result as { rows?: { written: unknown }[] }).rows ?? [])[0];
  return Number(row?.written ?? 0);
}

/** Rewrites the documents of the given funds (all funds when no codes are given); returns how many were written. */
export async function reindexFunds(db: AnyDb, schemeCodes?: readonly number[]): Promise<number> {
  const keys = schemeCodes ? sql`${`{${schemeCodes.map((c) => Math.trunc(c)).join(',')}}`}::integer[]` : sql`null::integer[]`;
  return writtenOf(await db.execute(sql`select search.refresh_products(${keys}) as written`));
}

const REFRESH = {
  articles: sql.raw('search.refresh_articles'),
  videos: sql.raw('search.refresh_videos'),
  forums: sql.raw('search.refresh_forums'),
  users: sql.raw('search.refresh_users'),
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Rewrites the documents of articles, videos, questions ('forums') or experts ('users') with the given ids
 * (all of that kind when none are given).
 */
export async function reindexContent(db: AnyDb, kind: ContentKind, ids?: readonly string[]): Promise<number> {
  if (ids?.some((id) => !UUID.test(id))) throw new RangeError('reindexContent: every id must be a uuid');
  const keys = ids ? sql`${`{${ids.join(',')}}`}::uuid[]` : sql`null::uuid[]`;
  return writtenOf(await db.execute(sql`select ${REFRESH[kind]}(${keys}) as written`));
}

/** Every index rebuilt from its source tables. */
export async function reindexAll(db: AnyDb): Promise<Record<'products' | ContentKind, number>> {
  return {
    products: await reindexFunds(db),
    articles: await reindexContent(db, 'articles'),
    videos: await reindexContent(db, 'videos'),
    forums: await reindexContent(db, 'forums'),
    users: await reindexContent(db, 'users'),
  };
}
