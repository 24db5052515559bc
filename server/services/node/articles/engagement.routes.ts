// The reaction calls an article or a video answers: PUT view, PUT like, PUT comment,
// and PUT/DELETE of one's own comment. Answers carry the spec's data.Attributes: {likes}, {views} or {comments}.
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { NotFoundError } from '../../../domain/errors';
import { validateJson, validateParams } from '../../../http/validate';
import { viewerKey } from '../../../http/viewer';
import type { NodeContext } from '../context';
import { commentBody, commentEditBody, commentParam, isUuid, targetBody } from './engagement.schemas';
import * as engagement from './engagement.service';
import type { EngagedTarget } from './engagement.service';
import { COMMENT_MESSAGES } from './engagement.service';
import type { ReactionLimits } from '../../../limits/posting';

export interface EngagementTarget {
  target: EngagedTarget;
  /** The body field naming the item: 'article_id' or 'video_id'. */
  idKey: string;
  exists(id: string): Promise<boolean>;
  notFound: string;
}

export function engagementRoutes(ctx: NodeContext, limits: ReactionLimits, spec: EngagementTarget) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);
  const { target, idKey } = spec;

  async function existing(id: string): Promise<string> {
    if (!isUuid(id) || !(await spec.exists(id))) throw new NotFoundError(spec.notFound);
    return id;
  }
  async function ownCommentId(id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError(COMMENT_MESSAGES.notFound);
    return id;
  }

  // No login needed: visitors are counted too, once per visit (see server/http/viewer.ts for who counts as the same viewer).
  app.put('/view', validateJson(targetBody(idKey)), async (c) => {
    const id = await existing(c.req.valid('json').id);
    const result = await engagement.view(ctx, await viewerKey(c, ctx.config.authSecret), target, id);
    return ok(c, { Attributes: { views: result.views }, counted: result.counted });
  });

  app.put('/like', auth, validateJson(targetBody(idKey)), async (c) => {
    const id = await existing(c.req.valid('json').id);
    const result = await engagement.like(ctx, limits, getIdentity(c), target, id);
    return ok(c, { Attributes: { likes: result.likes }, liked: true, added: result.added });
  });

  app.put('/comment', auth, validateJson(commentBody(idKey)), async (c) => {
    const body = c.req.valid('json');
    const id = await existing(body.id);
    const list = await engagement.addComment(ctx, limits, getIdentity(c), target, id, body.comment);
    return ok(c, { Attributes: { comments: list } }, 'Comment added');
  });

  app.put('/comment/:commentId', auth, validateParams(commentParam), validateJson(commentEditBody), async (c) => {
    const commentId = await ownCommentId(c.req.valid('param').commentId);
    const updated = await engagement.editComment(ctx, getIdentity(c), target, commentId, c.req.valid('json').comment);
    return ok(c, updated, 'Comment updated');
  });

  app.delete('/comment/:commentId', auth, validateParams(commentParam), async (c) => {
    const commentId = await ownCommentId(c.req.valid('param').commentId);
    await engagement.removeComment(ctx, getIdentity(c), target, commentId);
    return ok(c, { id: commentId }, 'Comment deleted');
  });

  return app;
}
