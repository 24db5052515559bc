// The rules of comments, likes and views on articles and videos: likes need a login and
// count once per person; a view counts once per viewer and item in 30 minutes; comments need a login, stay
// within the posting limit, and only their author may change or remove them.
import type { Identity } from '../../../auth';
import { NotFoundError, RefusedError } from '../../../domain/errors';
import type { NodeContext } from '../context';
import * as repo from './engagement.repo';
import type { CommentRow, EngagedTarget } from './engagement.repo';

export type { EngagedTarget };
import { REACTION_WINDOW_MS, type ReactionLimits, enforceReactionLimit } from '../../../limits/posting';

/** One visit: reloading or coming back within half an hour is the same visit. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

export const COMMENT_MESSAGES = {
  notFound: 'This comment does not exist',
  notYours: 'You can only change or delete your own comments',
} as const;

export interface CommentView {
  id: string;
  comment: string;
  user_id: string | null;
  user_name: string | null;
  created_at: string;
}

export function commentView(row: CommentRow): CommentView {
  return { id: row.id, comment: row.body, user_id: row.userId, user_name: row.userName, created_at: row.createdAt.toISOString() };
}

export async function commentsOf(ctx: NodeContext, target: EngagedTarget, targetId: string): Promise<CommentView[]> {
  return (await repo.listComments(ctx.db, target, targetId)).map(commentView);
}

export async function addComment(
  ctx: NodeContext,
  limits: ReactionLimits,
  who: Identity,
  target: EngagedTarget,
  targetId: string,
  text: string,
): Promise<CommentView[]> {
  const now = ctx.now();
  const recent = await repo.recentCommentTimes(ctx.db, who.userId, new Date(now.getTime() - REACTION_WINDOW_MS));
  enforceReactionLimit('comment', recent, limits.comment, now);
  await repo.insertComment(ctx.db, { targetType: target, targetId, userId: who.userId, body: text, at: now });
  return commentsOf(ctx, target, targetId);
}

/** The comment, if it is one of `target`'s and belongs to the caller: 404 for another kind's id, 403 for another person's. */
async function ownComment(ctx: NodeContext, who: Identity, target: EngagedTarget, commentId: string): Promise<CommentRow> {
  const row = await repo.findComment(ctx.db, commentId);
  if (!row || row.targetType !== target) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  if (!row.userId || row.userId !== who.userId) throw new RefusedError(COMMENT_MESSAGES.notYours);
  return row;
}

export async function editComment(ctx: NodeContext, who: Identity, target: EngagedTarget, commentId: string, text: string): Promise<CommentView> {
  const row = await ownComment(ctx, who, target, commentId);
  await repo.updateCommentBody(ctx.db, row.id, text);
  return { ...commentView(row), comment: text };
}

export async function removeComment(ctx: NodeContext, who: Identity, target: EngagedTarget, commentId: string): Promise<void> {
  const row = await ownComment(ctx, who, target, commentId);
  await repo.deleteComment(ctx.db, row.id);
}

export async function like(ctx: NodeContext, limits: ReactionLimits, who: Identity, target: EngagedTarget, targetId: string) {
  const now = ctx.now();
  const recent = await repo.recentLikeTimes(ctx.db, who.userId, new Date(now.getTime() - REACTION_WINDOW_MS));
  enforceReactionLimit('like', recent, limits.like, now);
  return repo.addLike(ctx.db, { target, targetId, userId: who.userId, at: now });
}

export async function view(ctx: NodeContext, viewerKey: string, target: EngagedTarget, targetId: string) {
  return repo.addViewOnce(ctx.db, { target, targetId, viewerKey, at: ctx.now(), windowMs: VIEW_WINDOW_MS });
}
