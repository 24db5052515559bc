// Rules of questions, answers and comments: who may post (anyone logged in, within the posting limits), who
// may change or remove a text (only its author: 422 with ONLY_THE_AUTHOR otherwise), and what a page of questions holds.
import type { Identity } from '../../../auth';
import { NotFoundError, RefusedError } from '../../../domain/errors';
import type { Locale } from '../../../db/schema';
import type { NodeContext } from '../context';
import { POSTING_WINDOW_MS, type PostKind, type PostingLimits, enforcePostingLimit } from '../../../limits/posting';
import * as repo from './questions.repo';
import * as reactions from './reactions.repo';
import { NOT_FOUND, type ListQuery, isUuid } from './questions.schemas';
import { slugOf, toAnswer, toComment, toQuestion } from './serialize';

export interface QuestionDeps {
  db: NodeContext['db'];
  now: () => Date;
  limits: PostingLimits;
}

export const ONLY_THE_AUTHOR = 'Only the author can change or remove this';

const notFound = (what: keyof typeof NOT_FOUND) => new NotFoundError(NOT_FOUND[what]);

/** Only the author changes or removes their text; a row whose author is gone belongs to nobody. */
function assertAuthor(identity: Identity, authorId: string | null) {
  if (!authorId || authorId !== identity.userId) throw new RefusedError(ONLY_THE_AUTHOR);
}

/** 429 with Retry-After once a person has posted their limit of this kind in the last 10 minutes. */
export async function assertWithinLimit(deps: QuestionDeps, kind: PostKind, userId: string) {
  const now = deps.now();
  const times = await reactions.recentPostTimes(deps.db, kind, userId, new Date(now.getTime() - POSTING_WINDOW_MS));
  enforcePostingLimit(kind, times, deps.limits[kind], now);
}

export async function listQuestions(deps: QuestionDeps, query: ListQuery) {
  const { rows, total } = await repo.listQuestions(deps.db, { locale: query.locale }, (query.page - 1) * query.limit, query.limit);
  return { questions: rows.map(toQuestion), page: query.page, limit: query.limit, total, locale: query.locale ?? null };
}

export async function questionDetail(deps: QuestionDeps, id: string) {
  const row = isUuid(id) ? await repo.findQuestion(deps.db, id) : undefined;
  if (!row) throw notFound('question');
  const answerRows = await repo.answersOf(deps.db, id);
  const comments = await reactions.commentsOnAnswers(deps.db, answerRows.map((a) => a.id));
  const today = deps.now();
  return { ...toQuestion(row), answers: answerRows.map((a) => toAnswer(a, comments, today)) };
}

export async function addQuestion(deps: QuestionDeps, identity: Identity, input: { question: string; locale: Locale }) {
  await assertWithinLimit(deps, 'question', identity.userId);
  const id = await repo.insertQuestion(deps.db, { ...input, slug: slugOf(input.question), userId: identity.userId, at: deps.now() });
  return questionDetail(deps, id);
}

async function ownQuestion(deps: QuestionDeps, identity: Identity, id: string) {
  const row = isUuid(id) ? await repo.findQuestion(deps.db, id) : undefined;
  if (!row) throw notFound('question');
  assertAuthor(identity, row.userId);
  return row;
}

export async function editQuestion(deps: QuestionDeps, identity: Identity, id: string, text: string) {
  await ownQuestion(deps, identity, id);
  await repo.updateQuestionText(deps.db, id, text, slugOf(text), deps.now());
  return questionDetail(deps, id);
}

export async function removeQuestion(deps: QuestionDeps, identity: Identity, id: string) {
  await ownQuestion(deps, identity, id);
  await repo.deleteQuestion(deps.db, id);
  return { id };
}

async function answerJson(deps: QuestionDeps, id: string) {
  const row = await repo.findAnswer(deps.db, id);
  if (!row) throw notFound('answer');
  return toAnswer(row, await reactions.commentsOnAnswers(deps.db, [id]), deps.now());
}

/** Experts and investors may both answer; an expert's answer carries their expert record (name, ARN, badge). */
export async function answerQuestion(deps: QuestionDeps, identity: Identity, questionId: string, text: string) {
  const question = isUuid(questionId) ? await repo.findQuestion(deps.db, questionId) : undefined;
  if (!question) throw notFound('question');
  await assertWithinLimit(deps, 'answer', identity.userId);
  const expertId = identity.role === 'expert' && identity.expertId ? identity.expertId : null;
  const id = await repo.insertAnswer(deps.db, { questionId, userId: identity.userId, expertId, body: text, at: deps.now() });
  return answerJson(deps, id);
}

async function ownAnswer(deps: QuestionDeps, identity: Identity, id: string) {
  const row = isUuid(id) ? await repo.findAnswer(deps.db, id) : undefined;
  if (!row) throw notFound('answer');
  assertAuthor(identity, row.userId);
  return row;
}

export async function editAnswer(deps: QuestionDeps, identity: Identity, id: string, text: string) {
  await ownAnswer(deps, identity, id);
  await repo.updateAnswerText(deps.db, id, text, deps.now());
  return answerJson(deps, id);
}

export async function removeAnswer(deps: QuestionDeps, identity: Identity, id: string) {
  const row = await ownAnswer(deps, identity, id);
  await repo.deleteAnswer(deps.db, id, row.questionId);
  return { id, question_id: row.questionId };
}

/** data.Attributes carries the answer's comment count, as the spec's clients read status and data.Attributes. */
export async function commentOnAnswer(deps: QuestionDeps, identity: Identity, answerId: string, text: string) {
  const answer = isUuid(answerId) ? await repo.findAnswer(deps.db, answerId) : undefined;
  if (!answer) throw notFound('answer');
  await assertWithinLimit(deps, 'comment', identity.userId);
  const id = await reactions.insertAnswerComment(deps.db, { answerId, userId: identity.userId, body: text, at: deps.now() });
  const row = await reactions.findAnswerComment(deps.db, id);
  if (!row) throw notFound('comment');
  return { comment: toComment(row), Attributes: { comments: await reactions.countAnswerComments(deps.db, answerId) } };
}

async function ownComment(deps: QuestionDeps, identity: Identity, id: string) {
  const row = isUuid(id) ? await reactions.findAnswerComment(deps.db, id) : undefined;
  if (!row) throw notFound('comment');
  assertAuthor(identity, row.userId);
  return row;
}

export async function editComment(deps: QuestionDeps, identity: Identity, id: string, text: string) {
  await ownComment(deps, identity, id);
  await reactions.updateCommentText(deps.db, id, text);
  const row = await reactions.findAnswerComment(deps.db, id);
  if (!row) throw notFound('comment');
  return toComment(row);
}

export async function removeComment(deps: QuestionDeps, identity: Identity, id: string) {
  const row = await ownComment(deps, identity, id);
  await reactions.deleteComment(deps.db, id);
  return { id, answer_id: row.targetId };
}
