// Reads of videos. One row per video and language; rows of the same video share video_key.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { videos } from '../../../db/schema';
import type { Locale } from '../../../db/schema';

const published = (now: Date) => lte(videos.publishedAt, now);

export type VideoRow = typeof videos.$inferSelect;

export async function listVideos(db: Db, where: { locale: Locale; category?: string; featured?: boolean; now: Date }, limit: number): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.locale, where.locale),
        where.category ? eq(videos.category, where.category) : undefined,
        where.featured ? eq(videos.featured, true) : undefined,
        published(where.now),
      ),
    )
    .orderBy(desc(videos.publishedAt), asc(videos.videoKey))
    .limit(limit);
}

export async function findVersion(db: Db, key: string, locale: Locale, now: Date): Promise<VideoRow | undefined> {
  const rows = await db
    .select()
    .from(videos)
    .where(and(eq(videos.videoKey, key), eq(videos.locale, locale), published(now)))
    .limit(1);
  return rows[0];
}

/** The video's own default language; else English; else whichever version came first. */
export async function defaultVersion(db: Db, key: string, now: Date): Promise<VideoRow | undefined> {
  const rows = await db
    .select()
    .from(videos)
    .where(and(eq(videos.videoKey, key), published(now)))
    .orderBy(desc(videos.isDefaultLocale), sql`${videos.locale} = 'en' desc`, asc(videos.createdAt))
    .limit(1);
  return rows[0];
}

export async function localesOf(db: Db, key: string, now: Date): Promise<Locale[]> {
  const rows = await db
    .select({ locale: videos.locale })
    .from(videos)
    .where(and(eq(videos.videoKey, key), published(now)))
    .orderBy(videos.locale);
  return rows.map((r) => r.locale);
}

export async function videoExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
  return rows.length > 0;
}
