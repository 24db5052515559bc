// Addresses, categories and language rules of the video pages (a missing language falls back, with a notice).
import { DEFAULT_LANGUAGE, languageName } from '@/utils/language';

export const VIDEOS_BASE = '/videos';

/** The page's shelves: featured, then by category (mutual funds and fixed deposits have endpoints of their own). */
export const VIDEO_CATEGORIES = [
  { key: 'mutual-funds', label: 'Mutual funds' },
  { key: 'fixed-deposit', label: 'Fixed deposits' },
  { key: 'tax', label: 'Tax' },
] as const;
export type VideoCategoryKey = (typeof VIDEO_CATEGORIES)[number]['key'];

export function isVideoCategory(value: unknown): value is VideoCategoryKey {
  return VIDEO_CATEGORIES.some((c) => c.key === value);
}

export function categoryName(key: string | null | undefined): string {
  return VIDEO_CATEGORIES.find((c) => c.key === key)?.label ?? 'Videos';
}

/** The notice when one video has no version in the language. */
export function videoUnavailableMessage(lang: string): string {
  return `This video is not available in ${languageName(lang)}!`;
}

/** The notice when a category has no videos in the language. */
export function categoryUnavailableMessage(lang: string): string {
  return `Videos are not available in ${languageName(lang)}!`;
}

function withLang(path: string, lang: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(lang !== DEFAULT_LANGUAGE ? { lang } : {}), ...extra }).toString();
  return query ? `${path}?${query}` : path;
}

export function videosPath(lang = DEFAULT_LANGUAGE as string, category?: string | null): string {
  return withLang(VIDEOS_BASE, lang, category ? { category } : {});
}

export function videoPath(key: string, lang = DEFAULT_LANGUAGE as string): string {
  return withLang(`${VIDEOS_BASE}/${encodeURIComponent(key)}`, lang);
}

/** 312 -> '5:12'; '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds < 0) return '';
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return `${m}:${s}`;
}

/** 312 -> 'PT5M12S' (ISO 8601, for VideoObject). */
export function isoDuration(seconds: number | null | undefined): string | undefined {
  if (!seconds || seconds < 0) return undefined;
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}
