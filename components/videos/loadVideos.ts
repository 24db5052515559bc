// Data of the video pages, for getServerSideProps. The language rules of videos:
// - a video is available only if the answer has data with a title; when the language asked for has none, the
//   page says 'This video is not available in {language}!' and shows the video's default language;
// - a category list is available only if non-empty; otherwise 'Videos are not available in {language}!' and the
//   English list.
import {
  type Envelope,
  type VideoAnswer,
  type VideoDetail,
  type VideoSummary,
  getFeaturedVideos,
  getFixedDepositVideos,
  getMutualFundVideos,
  getVideo,
  getVideosByCategory,
} from '@/services/content.api';
import { DEFAULT_LANGUAGE } from '@/utils/language';
import { VIDEO_CATEGORIES, type VideoCategoryKey, categoryUnavailableMessage, videoUnavailableMessage } from './videoPaths';

export interface VideoShelf {
  key: 'featured' | VideoCategoryKey;
  title: string;
  videos: VideoSummary[];
  /** Set when the shelf shows English because the language asked for has nothing. */
  notice: string | null;
}

export const isListAvailable = (answer: Envelope<VideoSummary[]> | null): answer is Envelope<VideoSummary[]> =>
  answer?.status === 'success' && Array.isArray(answer.data) && answer.data.length > 0;

export const isVideoAvailable = (answer: VideoAnswer | null): answer is VideoAnswer & { data: VideoDetail } =>
  Boolean(answer?.data?.title) && !answer?.fallback_from;

type Loader = (lang: string) => Promise<Envelope<VideoSummary[]>>;

const LOADERS: Record<VideoShelf['key'], Loader> = {
  featured: getFeaturedVideos,
  'mutual-funds': getMutualFundVideos,
  'fixed-deposit': getFixedDepositVideos,
  tax: (lang) => getVideosByCategory('tax', lang),
};

async function loadShelf(key: VideoShelf['key'], title: string, lang: string): Promise<VideoShelf> {
  const load = LOADERS[key];
  const answer = await load(lang).catch((error: unknown) => {
    console.error(`Video list '${key}' (${lang}) could not be loaded:`, (error as Error)?.message);
    return null;
  });
  if (isListAvailable(answer)) return { key, title, videos: answer.data, notice: null };
  if (lang === DEFAULT_LANGUAGE) return { key, title, videos: [], notice: null };
  const english = await load(DEFAULT_LANGUAGE).catch(() => null);
  return { key, title, videos: isListAvailable(english) ? english.data : [], notice: categoryUnavailableMessage(lang) };
}

/** Featured and every category, or one category when the page is filtered to it. */
export async function loadShelves(lang: string, only?: VideoCategoryKey | null): Promise<VideoShelf[]> {
  const wanted: [VideoShelf['key'], string][] = only
    ? VIDEO_CATEGORIES.filter((c) => c.key === only).map((c) => [c.key, c.label])
    : [['featured', 'Featured'], ...VIDEO_CATEGORIES.map((c): [VideoShelf['key'], string] => [c.key, c.label])];
  return Promise.all(wanted.map(([key, title]) => loadShelf(key, title, lang)));
}

export interface VideoPageData {
  video: VideoDetail;
  /** The language asked for. */
  lang: string;
  notice: string | null;
}

/** The video in `lang`, or its default language with the notice; null when the video does not exist. */
export async function loadVideoPage(id: string, lang: string): Promise<VideoPageData | null> {
  const answer = await getVideo(id, lang);
  if (isVideoAvailable(answer)) return { video: answer.data, lang, notice: null };
  // Our backend answers the default-language version itself (fallback_from); another answers nothing usable,
  // and then the default language is asked for.
  let shown = answer?.data?.title ? answer : null;
  const fallbackLang = answer?.data?.default_locale ?? DEFAULT_LANGUAGE;
  if (!shown && fallbackLang !== lang) shown = await getVideo(id, fallbackLang);
  if (!shown?.data?.title) return null;
  return { video: shown.data, lang, notice: videoUnavailableMessage(lang) };
}
