// Questions in the browser: the view of a question, asking, answering, commenting on and liking answers.
import type { Answer, CommentResponse, LikeResponse, QuestionDetail, ViewResponse } from '@/services/questions.api';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

type QuestionCalls = typeof import('@/services/questions.api');
const call =
  (run: (calls: QuestionCalls) => Promise<unknown>): ServiceCall =>
  async () =>
    run(await import('@/services/questions.api'));

export const questionsApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    addQuestionView: build.mutation<ViewResponse, string>({
      query: (questionId) => call((q) => q.addQuestionView(questionId)),
    }),
    askQuestion: build.mutation<QuestionDetail, { question: string; locale: string }>({
      query: (input) => call((q) => q.askQuestion(input)),
      invalidatesTags: ['Question'],
    }),
    answerQuestion: build.mutation<Answer, { questionId: string; answer: string }>({
      query: ({ questionId, answer }) => call((q) => q.answerQuestion(questionId, answer)),
      invalidatesTags: (_saved, _error, { questionId }) => [{ type: 'Question', id: questionId }],
    }),
    commentOnAnswer: build.mutation<CommentResponse, { answerId: string; comment: string }>({
      query: ({ answerId, comment }) => call((q) => q.commentOnAnswer(answerId, comment)),
    }),
    likeAnswer: build.mutation<LikeResponse, string>({
      query: (answerId) => call((q) => q.likeAnswer(answerId)),
    }),
  }),
});
