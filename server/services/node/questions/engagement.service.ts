// Likes of answers and views of questions. Both answer in the shape the spec's clients read:
// {status, data: {Attributes: {likes | views}}}; a like counts only when status is 'success'.
import type { Identity } from '../../../auth';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import * as repo from './questions.repo';
import * as reactions from './reactions.repo';
import { NOT_FOUND, isUuid } from './questions.schemas';
import type { QuestionDeps } from './questions.service';

export const ALREADY_LIKED = 'You have already liked this answer';
/** A person who opens a question again within this time is not counted again. */
export const VIEW_DEDUPE_MS = 30 * 60 * 1000;

/** The spec's clients read data.Attributes.likes on the refusals too, so they carry it. */
export async function likeAnswer(deps: QuestionDeps, identity: Identity, answerId: string) {
  const answer = isUuid(answerId) ? await repo.findAnswer(deps.db, answerId) : undefined;
  if (!answer) throw new NotFoundError(NOT_FOUND.answer, { details: { data: { Attributes: { likes: 0 } } } });
  const result = await reactions.likeAnswer(deps.db, answerId, `u:${identity.userId}`, identity.userId, deps.now());
  const data = { Attributes: { likes: result.likes } };
  if (!result.liked) throw new ConflictError(ALREADY_LIKED, { details: { data } });
  return data;
}

export async function viewQuestion(deps: QuestionDeps, questionId: string, actorKey: string) {
  const question = isUuid(questionId) ? await repo.findQuestion(deps.db, questionId) : undefined;
  if (!question) throw new NotFoundError(NOT_FOUND.question);
  const at = deps.now();
  const result = await reactions.recordQuestionView(deps.db, questionId, actorKey, at, new Date(at.getTime() - VIEW_DEDUPE_MS));
  return { Attributes: { views: result.views }, counted: result.counted };
}
