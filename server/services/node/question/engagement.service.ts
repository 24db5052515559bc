// Likes of answers and views of questions. Both answer in the shape the spec's clients read:
// {status, data: {Attributes: {likes | views}}}; a like counts only when status is 'success'.
import type { Context } from 'hono';
import { readAccessToken } from '../../../auth';
import type { Identity } from '../../../auth';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { clientIp } from '../../../http/clientIp';
import { verifySessionToken } from '../../../../utils/session/token';
import * as repo from './question.repo';
import * as reactions from './reactions.repo';
import { NOT_FOUND, isUuid } from './question.schemas';
import type { QuestionDeps } from './question.service';

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

/**
 * Who is viewing, for the 30-minute dedupe: the logged-in person if a valid token came along (a view needs no
 * login), else the device id the web app sends, else the caller's address.
 */
export async function viewerKey(c: Context, secret: string): Promise<string> {
  const identity = await verifySessionToken(readAccessToken(c), secret);
  if (identity) return `u:${identity.userId}`;
  const device = c.req.header('device-id')?.trim() || c.req.header('device_id')?.trim();
  if (device) return `d:${device.slice(0, 100)}`;
  const ip = clientIp(c);
  return ip ? `ip:${ip}` : 'anonymous';
}

export async function viewQuestion(deps: QuestionDeps, questionId: string, actorKey: string) {
  const question = isUuid(questionId) ? await repo.findQuestion(deps.db, questionId) : undefined;
  if (!question) throw new NotFoundError(NOT_FOUND.question);
  const at = deps.now();
  const result = await reactions.recordQuestionView(deps.db, questionId, actorKey, at, new Date(at.getTime() - VIEW_DEDUPE_MS));
  return { Attributes: { views: result.views }, counted: result.counted };
}
