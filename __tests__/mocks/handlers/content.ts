// Contract-shaped handlers for the article, video and SEO calls (server/services/node/article, video, seo), with
// a little state: comments and likes added in a test show up in later answers until resetContent().
// Tests add them with server.use(...contentHandlers) (see the component tests under articles/ and videos/).
import { http, HttpResponse } from 'msw';
import type { ArticleDetail, CommentItem, VideoDetail, VideoSummary } from '@/services/content.api';
import { authed } from '../session';
import { at } from './at';

export const ARTICLE_ID = '0b4e4a7e-1111-5aaa-8bbb-000000000001';
export const ME = 'u-1';
/** Someone else's comment, there from the start. */
export const EXISTING_COMMENT: CommentItem = { id: 'c-1', comment: 'Clear example.', user_id: 'u-2', user_name: 'Vikram Rao', created_at: '2025-06-10T09:00:00.000Z' };

export function articleFixture(over: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: ARTICLE_ID,
    slug: 'what-is-a-sip',
    locale: 'en',
    title: 'What is a SIP?',
    summary: 'A monthly habit that buys units at every NAV.',
    category: 'mutual-funds',
    cover_image_url: null,
    published_at: '2025-06-02T04:30:00.000Z',
    updated_at: '2025-06-02T04:30:00.000Z',
    likes: 4,
    views: 120,
    reading_time_min: 3,
    author_name: 'Rahul Mehta',
    body: '<p>Body</p>',
    seo_title: 'What is a SIP? | ZF',
    seo_description: 'SIPs explained',
    seo_keywords: ['sip'],
    author: {
      id: 'e-1',
      user_id: 'u-101',
      name: 'Rahul Mehta',
      arn_code: '245871',
      arn_status: 'validated',
      arn_valid_till: '29/05/2099',
      certifications: [],
      experience: 12,
      photo_url: null,
      city: 'Gurgaon',
    },
    locales: ['en', 'hi'],
    related: [],
    comments: [EXISTING_COMMENT],
    ...over,
  };
}

const video = (key: string, locale: string, title: string, over: Partial<VideoDetail> = {}): VideoDetail => ({
  id: `v-${key}-${locale}`,
  video_key: key,
  locale,
  title,
  description: `${title} (demo)`,
  url: `https://www.youtube-nocookie.com/embed/DEMO${key.slice(0, 3)}${locale}01`,
  thumbnail_url: null,
  category: 'mutual-funds',
  featured: false,
  likes: 2,
  views: 40,
  duration_s: 200,
  published_at: '2025-07-01T04:30:00.000Z',
  locales: ['en', 'gu'],
  default_locale: 'en',
  comments: [],
  ...over,
});

/** direct-vs-regular exists in English (its default) and Gujarati only, as in the demo seed. */
export const VIDEOS: Record<string, VideoDetail> = {
  'direct-vs-regular:en': video('direct-vs-regular', 'en', 'Direct or regular plan?'),
  'direct-vs-regular:gu': video('direct-vs-regular', 'gu', 'ડાયરેક્ટ કે રેગ્યુલર પ્લાન?'),
};

/** Lists by category and language; a missing entry is an empty list (no tax videos in Punjabi, for one). */
export const VIDEO_LISTS: Record<string, VideoSummary[]> = {
  'mutual-funds:en': [VIDEOS['direct-vs-regular:en']],
  'mutual-funds:gu': [VIDEOS['direct-vs-regular:gu']],
  'tax:en': [video('elss-explained', 'en', 'ELSS in three minutes', { category: 'tax' })],
  'fixed-deposit:en': [video('fd-vs-debt-funds', 'en', 'FD or debt fund?', { category: 'fixed-deposit' })],
  'featured:en': [video('elss-explained', 'en', 'ELSS in three minutes', { category: 'tax', featured: true })],
};

const state = { comments: [EXISTING_COMMENT], likes: 0 };
export function resetContent() {
  state.comments = [{ ...EXISTING_COMMENT }];
  state.likes = 0;
}

const list = (key: string) => HttpResponse.json({ status: 'success', data: VIDEO_LISTS[key] ?? [] });

export const contentHandlers = [
  http.get(at('node', '/article/:slug/:locale'), ({ params }) =>
    params.slug === 'what-is-a-sip'
      ? HttpResponse.json({ status: 'success', data: articleFixture({ locale: String(params.locale), comments: state.comments }) })
      : HttpResponse.json({ status: 'failed', message: 'This article does not exist' }, { status: 404 }),
  ),
  http.put(at('node', '/:kind/view'), () => HttpResponse.json({ status: 'success', data: { Attributes: { views: 121 }, counted: true } })),
  http.put(
    at('node', '/:kind/like'),
    authed(() => {
      state.likes += 1;
      return HttpResponse.json({ status: 'success', data: { Attributes: { likes: 4 + state.likes }, liked: true } });
    }),
  ),
  http.put(
    at('node', '/:kind/comment'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { comment: string };
      state.comments.push({ id: `c-new-${state.comments.length}`, comment: body.comment, user_id: ME, user_name: 'Ravi Kumar', created_at: '2026-11-22T10:00:00.000Z' });
      return HttpResponse.json({ status: 'success', data: { Attributes: { comments: state.comments } } });
    }),
  ),
  http.put(
    at('node', '/:kind/comment/:id'),
    authed(async ({ params, request }) => {
      const body = (await request.json()) as { comment: string };
      const found = state.comments.find((c) => c.id === params.id);
      if (!found) return HttpResponse.json({ status: 'failed', message: 'This comment does not exist' }, { status: 404 });
      found.comment = body.comment;
      return HttpResponse.json({ status: 'success', data: found });
    }),
  ),
  http.delete(
    at('node', '/:kind/comment/:id'),
    authed(({ params }) => {
      state.comments = state.comments.filter((c) => c.id !== params.id);
      return HttpResponse.json({ status: 'success', data: { id: params.id } });
    }),
  ),
  http.get(at('node', '/video/featured/:locale'), ({ params }) => list(`featured:${params.locale}`)),
  http.get(at('node', '/video/mutualfund/:locale'), ({ params }) => list(`mutual-funds:${params.locale}`)),
  http.get(at('node', '/video/fixeddeposit/:locale'), ({ params }) => list(`fixed-deposit:${params.locale}`)),
  http.get(at('node', '/video/category/:category/:locale'), ({ params }) => list(`${params.category}:${params.locale}`)),
  http.get(at('node', '/video/:id/:locale'), ({ params }) => {
    const own = VIDEOS[`${params.id}:${params.locale}`];
    if (own) return HttpResponse.json({ status: 'success', data: { ...own, comments: state.comments } });
    const fallback = VIDEOS[`${params.id}:en`];
    if (!fallback) return HttpResponse.json({ status: 'failed', message: 'This video does not exist' }, { status: 404 });
    return HttpResponse.json({ status: 'success', data: { ...fallback, comments: state.comments }, fallback_from: params.locale });
  }),
  http.get(at('node', '/seo/:page'), () => HttpResponse.json({ status: 'failed', message: 'No SEO metadata for this page' }, { status: 404 })),
];
