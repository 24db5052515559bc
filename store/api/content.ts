// Articles and videos in the browser: the listing a failed build left empty, a video read again after a comment,
// and the reactions (view, like, comment). Reactions are mutations that never retry (services/content.api.ts).
import type {
  ArticleList,
  CommentItem,
  CommentsAnswer,
  Envelope,
  LikeAnswer,
  ReactionKind,
  VideoAnswer,
  ViewAnswer,
} from '@/services/content.api';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

type ContentCalls = typeof import('@/services/content.api');
const call =
  (run: (calls: ContentCalls) => Promise<unknown>): ServiceCall =>
  async () =>
    run(await import('@/services/content.api'));

type Reaction = { kind: ReactionKind; id: string };

export const contentApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<ArticleList, { locale: string; category: string | null; page: number; limit: number }>({
      query: (args) => call((c) => c.listArticles(args)),
      providesTags: ['Article'],
    }),
    getVideo: build.query<VideoAnswer | null, { key: string; locale: string }>({
      query: ({ key, locale }) => call((c) => c.getVideo(key, locale)),
      providesTags: (_answer, _error, { key }) => [{ type: 'Video', id: key }],
    }),
    addView: build.mutation<ViewAnswer, Reaction>({
      query: ({ kind, id }) => call((c) => c.addView(kind, id)),
    }),
    addLike: build.mutation<LikeAnswer, Reaction>({
      query: ({ kind, id }) => call((c) => c.addLike(kind, id)),
    }),
    addComment: build.mutation<CommentsAnswer, Reaction & { comment: string }>({
      query: ({ kind, id, comment }) => call((c) => c.addComment(kind, id, comment)),
    }),
    editComment: build.mutation<Envelope<CommentItem>, Reaction & { comment: string }>({
      query: ({ kind, id, comment }) => call((c) => c.editComment(kind, id, comment)),
    }),
    deleteComment: build.mutation<Envelope<{ id: string }>, Reaction>({
      query: ({ kind, id }) => call((c) => c.deleteComment(kind, id)),
    }),
  }),
});

export const { useListArticlesQuery } = contentApi;
