// Videos for the /videos pages: lists by language (featured, by category) and one video in
// a language. When the video has no version in the language asked for, the answer is its default-language
// version with `fallback_from` naming the language asked for, so the page can say so and still play it.
import type { Locale } from '../../../db/schema';
import type { NodeContext } from '../context';
import { commentsOf } from '../articles/engagement.service';
import * as repo from './videos.repo';
import type { VideoRow } from './videos.repo';

export const LIST_LIMIT = 50;

function videoView(row: VideoRow) {
  return {
    id: row.id,
    video_key: row.videoKey,
    locale: row.locale,
    title: row.title,
    description: row.description,
    url: row.url,
    thumbnail_url: row.thumbnailUrl,
    category: row.category,
    featured: row.featured,
    is_default_locale: row.isDefaultLocale,
    likes: row.likes,
    views: row.views,
    duration_s: row.durationS,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
export type VideoSummary = ReturnType<typeof videoView>;

export async function listVideos(ctx: NodeContext, where: { locale: Locale; category?: string; featured?: boolean }): Promise<VideoSummary[]> {
  return (await repo.listVideos(ctx.db, { ...where, now: ctx.now() }, LIST_LIMIT)).map(videoView);
}

export interface VideoAnswer {
  data: ReturnType<typeof videoView> & { locales: Locale[]; default_locale: Locale; comments: Awaited<ReturnType<typeof commentsOf>> };
  fallback_from?: Locale;
}

export async function getVideo(ctx: NodeContext, key: string, locale: Locale): Promise<VideoAnswer | null> {
  const now = ctx.now();
  const [wanted, fallback, locales] = await Promise.all([
    repo.findVersion(ctx.db, key, locale, now),
    repo.defaultVersion(ctx.db, key, now),
    repo.localesOf(ctx.db, key, now),
  ]);
  const row = wanted ?? fallback;
  if (!row || !fallback) return null;
  const data = { ...videoView(row), locales, default_locale: fallback.locale, comments: await commentsOf(ctx, 'video', row.id) };
  return wanted ? { data } : { data, fallback_from: locale };
}

export const videoExists = (ctx: NodeContext, id: string) => repo.videoExists(ctx.db, id);
