// Calls of the node service for articles, videos and SEO metadata.
// Reads used while rendering pages retry once; reactions (view, like, comment) never retry, so
// a slow answer cannot count twice. Reactions answer the whole envelope: callers count a like or a view as done
// only when its status is 'success'.
import { nodeClient, statusOf, withRetry } from './http';

export interface Envelope<T> {
  status: string;
  message?: string;
  data: T;
}

export interface Certification {
  name: string;
  url: string;
}

export interface ArticleAuthor {
  id: string;
  user_id: string | null;
  name: string | null;
  arn_code: string | null;
  arn_status: string | null;
  /** DD/MM/YYYY */
  arn_valid_till: string | null;
  certifications: Certification[];
  experience: number | null;
  photo_url: string | null;
  city: string | null;
}

export interface ArticleSummary {
  id: string;
  slug: string;
  locale: string;
  title: string;
  summary: string | null;
  category: string | null;
  cover_image_url: string | null;
  published_at: string | null;
  updated_at: string;
  likes: number;
  views: number;
  reading_time_min: number;
  author_name: string | null;
}

export interface CommentItem {
  id: string;
  comment: string;
  user_id: string | null;
  user_name: string | null;
  created_at: string;
}

export interface ArticleDetail extends ArticleSummary {
  body: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string[];
  author: ArticleAuthor | null;
  /** Languages the article exists in (its hreflang versions). */
  locales: string[];
  related: ArticleSummary[];
  comments: CommentItem[];
}

export interface ArticleList {
  items: ArticleSummary[];
  page: number;
  limit: number;
  total: number;
  pages: number;
  locale: string;
  category: string | null;
  categories: { category: string; count: number }[];
}

export interface VideoSummary {
  id: string;
  video_key: string;
  locale: string;
  title: string;
  description: string | null;
  url: string;
  thumbnail_url: string | null;
  category: string | null;
  featured: boolean;
  likes: number;
  views: number;
  duration_s: number | null;
  published_at: string | null;
}

export interface VideoDetail extends VideoSummary {
  locales: string[];
  default_locale: string;
  comments: CommentItem[];
}

/** GET /video/{id}/{locale}: `fallback_from` is set when the answer is another language's version. */
export interface VideoAnswer extends Envelope<VideoDetail | null> {
  fallback_from?: string;
}

export interface SeoData {
  title?: string;
  description?: string | null;
  keywords?: string[];
  canonical_url?: string | null;
  og_image_url?: string | null;
  [key: string]: unknown;
}

export type ReactionKind = 'article' | 'video';
export type LikeAnswer = Envelope<{ Attributes?: { likes?: number } } | null>;
export type ViewAnswer = Envelope<{ Attributes?: { views?: number }; counted?: boolean } | null>;
export type CommentsAnswer = Envelope<{ Attributes?: { comments?: CommentItem[] } } | null>;

const seg = (value: string) => encodeURIComponent(value);
const ID_KEY: Record<ReactionKind, string> = { article: 'article_id', video: 'video_id' };

/** A 404 means "there is no such item": null, not an error. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export async function listArticles(params: { locale: string; category?: string | null; page?: number; limit?: number }): Promise<ArticleList> {
  const query = { locale: params.locale, page: params.page ?? 1, limit: params.limit, ...(params.category ? { category: params.category } : {}) };
  const { data } = await withRetry(() => nodeClient.get<Envelope<ArticleList>>('/article/list', { params: query }));
  return data.data;
}

export function getArticle(slug: string, locale: string): Promise<ArticleDetail | null> {
  return orNull(async () => {
    const { data } = await withRetry(() => nodeClient.get<Envelope<ArticleDetail>>(`/article/${seg(slug)}/${seg(locale)}`));
    return data.data;
  });
}

export function getFeaturedVideos(locale: string): Promise<Envelope<VideoSummary[]>> {
  return withRetry(() => nodeClient.get<Envelope<VideoSummary[]>>(`/video/featured/${seg(locale)}`)).then((r) => r.data);
}

/** GET /video/category/{category}/{locale}: reads status and data. */
export function getVideosByCategory(category: string, locale: string): Promise<Envelope<VideoSummary[]>> {
  return withRetry(() => nodeClient.get<Envelope<VideoSummary[]>>(`/video/category/${seg(category)}/${seg(locale)}`)).then((r) => r.data);
}

export function getMutualFundVideos(locale: string): Promise<Envelope<VideoSummary[]>> {
  return withRetry(() => nodeClient.get<Envelope<VideoSummary[]>>(`/video/mutualfund/${seg(locale)}`)).then((r) => r.data);
}

export function getFixedDepositVideos(locale: string): Promise<Envelope<VideoSummary[]>> {
  return withRetry(() => nodeClient.get<Envelope<VideoSummary[]>>(`/video/fixeddeposit/${seg(locale)}`)).then((r) => r.data);
}

/** GET /video/{id}/{locale} (reads data.title); null when the video does not exist at all. */
export function getVideo(id: string, locale: string): Promise<VideoAnswer | null> {
  return orNull(async () => (await withRetry(() => nodeClient.get<VideoAnswer>(`/video/${seg(id)}/${seg(locale)}`))).data);
}

export async function addView(kind: ReactionKind, id: string): Promise<ViewAnswer> {
  const { data } = await nodeClient.put<ViewAnswer>(`/${kind}/view`, { [ID_KEY[kind]]: id });
  return data;
}

export async function addLike(kind: ReactionKind, id: string): Promise<LikeAnswer> {
  const { data } = await nodeClient.put<LikeAnswer>(`/${kind}/like`, { [ID_KEY[kind]]: id });
  return data;
}

export async function addComment(kind: ReactionKind, id: string, comment: string): Promise<CommentsAnswer> {
  const { data } = await nodeClient.put<CommentsAnswer>(`/${kind}/comment`, { [ID_KEY[kind]]: id, comment });
  return data;
}

export async function editComment(kind: ReactionKind, commentId: string, comment: string): Promise<Envelope<CommentItem>> {
  const { data } = await nodeClient.put<Envelope<CommentItem>>(`/${kind}/comment/${seg(commentId)}`, { comment });
  return data;
}

export async function deleteComment(kind: ReactionKind, commentId: string): Promise<Envelope<{ id: string }>> {
  const { data } = await nodeClient.delete<Envelope<{ id: string }>>(`/${kind}/comment/${seg(commentId)}`);
  return data;
}

/** GET /seo/{page}: the page's metadata, or null (none written, or the call failed: only logged). */
export async function getSeo(page: string, locale = 'en'): Promise<SeoData | null> {
  try {
    const { data } = await nodeClient.get<Envelope<SeoData>>(`/seo/${seg(page)}`, { params: { locale } });
    return data.status === 'success' && data.data ? data.data : null;
  } catch (error) {
    if (statusOf(error) !== 404) console.error(`SEO metadata for '${page}' could not be loaded:`, statusOf(error) ?? (error as Error)?.message);
    return null;
  }
}
