// Contract-shaped handlers for the question calls (server/services/node/question) and the public profile, with a
// little state: answers, comments, likes and views added in a test show up in later answers until
// resetQuestions(). Tests add them with server.use(...questionHandlers).
import { http, HttpResponse } from 'msw';
import type { Answer, AnswerComment, PublicProfile, QuestionDetail } from '@/services/questions.api';
import { authed } from '../session';
import { at } from './at';

export const QID = '3f0c8a52-2222-5aaa-8bbb-000000000001';
export const EXPERT_ANSWER_ID = '3f0c8a52-2222-5aaa-8bbb-0000000000a1';
export const INVESTOR_ANSWER_ID = '3f0c8a52-2222-5aaa-8bbb-0000000000a2';
export const ASKER_ID = '3f0c8a52-2222-5aaa-8bbb-0000000000b1';
export const EXPERT_USER_ID = '3f0c8a52-2222-5aaa-8bbb-0000000000b2';

export function answerFixture(over: Partial<Answer> = {}): Answer {
  return {
    id: EXPERT_ANSWER_ID,
    question_id: QID,
    answer: 'Pick a date a few days after your salary arrives.',
    likes: 2,
    created_at: '2025-08-01T10:00:00.000Z',
    updated_at: '2025-08-01T10:00:00.000Z',
    author: { id: EXPERT_USER_ID, name: 'Rahul Mehta' },
    expert: {
      id: 'e-1',
      name: 'Rahul Mehta',
      arn_code: '245871',
      arn_status: 'validated',
      arn_valid_till: '29/05/2099',
      certifications: [],
      registered_advisor: true,
      photo_url: null,
    },
    comments: [{ id: 'c-1', answer_id: EXPERT_ANSWER_ID, comment: 'Thanks, I will use the 5th.', created_at: '2025-08-01T12:00:00.000Z', author: { id: ASKER_ID, name: 'Vikram Rao' } }],
    ...over,
  };
}

export function questionFixture(over: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    id: QID,
    slug: 'sip-date-salary',
    locale: 'en',
    question: 'Which SIP date should I choose?',
    category: 'mutual-funds',
    views: 148,
    likes: 0,
    answers_count: 2,
    created_at: '2025-08-01T05:00:00.000Z',
    updated_at: '2025-08-01T05:00:00.000Z',
    author: { id: ASKER_ID, name: 'Vikram Rao' },
    answers: [
      answerFixture(),
      answerFixture({ id: INVESTOR_ANSWER_ID, answer: 'I use the 5th.', likes: 0, author: { id: 'u-9', name: 'Asha Verma' }, expert: null, comments: [] }),
    ],
    ...over,
  };
}

export function profileFixture(over: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: ASKER_ID,
    name: 'Vikram Rao',
    city: 'Pune',
    role: 'user',
    member_since: '2025-01-10',
    expert: null,
    questions: [{ ...questionFixture(), answers: undefined } as unknown as PublicProfile['questions'][number]],
    questions_total: 1,
    answers: [],
    ...over,
  };
}

const state = { liked: new Set<string>(), views: 0, nextId: 1, extraAnswers: [] as Answer[], extraComments: [] as AnswerComment[] };

export function resetQuestions() {
  state.liked.clear();
  state.views = 0;
  state.nextId = 1;
  state.extraAnswers = [];
  state.extraComments = [];
}

export const questionState = {
  get views() {
    return state.views;
  },
};

const failed = (message: string, status: number) => HttpResponse.json({ status: 'failed', message }, { status });
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

export const questionHandlers = [
  http.get(at('node', '/question/all'), ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale');
    const { answers: _answers, ...summary } = questionFixture();
    const questions = !locale || locale === 'en' ? [summary] : [];
    return HttpResponse.json({ status: 'success', data: { questions, page: 1, limit: 20, total: questions.length, locale } });
  }),
  http.post(
    at('node', '/question/add'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { question?: string; locale?: string };
      if (blank(body.question)) return failed('Question cannot be empty', 400);
      const id = `3f0c8a52-2222-5aaa-8bbb-00000000100${state.nextId++}`;
      return HttpResponse.json({ status: 'success', data: questionFixture({ id, question: body.question, slug: 'new-question', locale: body.locale ?? 'en', answers: [], answers_count: 0 }) }, { status: 201 });
    }),
  ),
  http.put(
    at('node', '/question/answer/:answerId/like'),
    authed(({ params }) => {
      const id = String(params.answerId);
      if (state.liked.has(id)) {
        return HttpResponse.json({ status: 'failed', message: 'You have already liked this answer', data: { Attributes: { likes: 3 } } }, { status: 409 });
      }
      state.liked.add(id);
      return HttpResponse.json({ status: 'success', data: { Attributes: { likes: 3 } } });
    }),
  ),
  http.put(
    at('node', '/question/answer/:answerId/comment'),
    authed(async ({ params, request }) => {
      const body = (await request.json()) as { comment?: string };
      if (blank(body.comment)) return failed('Comment cannot be empty', 400);
      const comment: AnswerComment = { id: `c-new-${state.nextId++}`, answer_id: String(params.answerId), comment: body.comment as string, created_at: '2025-08-02T10:00:00.000Z', author: { id: 'u-1', name: 'Ravi Kumar' } };
      state.extraComments.push(comment);
      return HttpResponse.json({ status: 'success', data: { comment, Attributes: { comments: 2 } } });
    }),
  ),
  http.put(
    at('node', '/question/:id/answer'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { answer?: string };
      if (blank(body.answer)) return failed('Answer cannot be empty', 400);
      const answer = answerFixture({ id: `a-new-${state.nextId++}`, answer: body.answer as string, likes: 0, expert: null, comments: [], author: { id: 'u-1', name: 'Ravi Kumar' } });
      state.extraAnswers.push(answer);
      return HttpResponse.json({ status: 'success', data: answer }, { status: 201 });
    }),
  ),
  http.put(at('node', '/question/:id/view'), () => {
    state.views += 1;
    return HttpResponse.json({ status: 'success', data: { Attributes: { views: 148 + state.views }, counted: true } });
  }),
  http.get(at('node', '/question/all/:id'), ({ params }) => {
    if (params.id !== QID) return failed('This question does not exist', 404);
    const q = questionFixture();
    return HttpResponse.json({ status: 'success', data: { ...q, answers: [...q.answers, ...state.extraAnswers] } });
  }),
  http.get(at('node', '/user/public/:id'), ({ params }) => {
    if (params.id !== ASKER_ID) return failed('This profile does not exist', 404);
    return HttpResponse.json({ status: 'success', data: profileFixture() });
  }),
];
