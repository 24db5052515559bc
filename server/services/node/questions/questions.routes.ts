// /node/question/*: questions and answers.
//   GET    /all?locale&page&limit          questions, newest first        (public)
//   GET    /:id  (also /all/:id)           a question with its answers and their comments (public)
//   POST   /add                            ask {question, locale}         (login; posting limits)
//   PUT    /:id | DELETE /:id              the author edits or removes their question
//   PUT    /:id/answer                     answer {answer}                (login; experts and investors)
//   PUT    /:id/view                       count a view, once per viewer per 30 minutes (public)
//   PUT    /answer/:answerId | DELETE      the author edits or removes their answer
//   PUT    /answer/:answerId/comment       comment {comment}              (login)
//   PUT    /answer/:answerId/like          like; {status, data: {Attributes: {likes}}}, 'failed' the second time
//   PUT    /comment/:commentId | DELETE    the author edits or removes their comment
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { viewerKey } from '../../../http/viewer';
import type { NodeContext } from '../context';
import { likeAnswer, viewQuestion } from './engagement.service';
import { type PostingLimits, postingLimitsFromEnv } from '../../../limits/posting';
import {
  addQuestionBody,
  answerBody,
  answerParam,
  commentBody,
  commentParam,
  editQuestionBody,
  idParam,
  listQuery,
} from './questions.schemas';
import * as service from './questions.service';

export function questionRoutes(ctx: NodeContext, limits: PostingLimits = postingLimitsFromEnv()) {
  const deps: service.QuestionDeps = { db: ctx.db, now: ctx.now, limits };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.get('/all', validateQuery(listQuery), async (c) => ok(c, await service.listQuestions(deps, c.req.valid('query'))));
  app.get('/all/:id', validateParams(idParam), async (c) => ok(c, await service.questionDetail(deps, c.req.valid('param').id)));

  app.post('/add', auth, validateJson(addQuestionBody), async (c) =>
    ok(c, await service.addQuestion(deps, getIdentity(c), c.req.valid('json')), { status: 201 }),
  );

  // Answer, comment and like routes come before '/:id' so that 'answer' and 'comment' are never read as ids.
  app.put('/answer/:answerId/comment', auth, validateParams(answerParam), validateJson(commentBody), async (c) =>
    ok(c, await service.commentOnAnswer(deps, getIdentity(c), c.req.valid('param').answerId, c.req.valid('json').comment)),
  );
  app.put('/answer/:answerId/like', auth, validateParams(answerParam), async (c) =>
    ok(c, await likeAnswer(deps, getIdentity(c), c.req.valid('param').answerId)),
  );
  app.put('/answer/:answerId', auth, validateParams(answerParam), validateJson(answerBody), async (c) =>
    ok(c, await service.editAnswer(deps, getIdentity(c), c.req.valid('param').answerId, c.req.valid('json').answer)),
  );
  app.delete('/answer/:answerId', auth, validateParams(answerParam), async (c) =>
    ok(c, await service.removeAnswer(deps, getIdentity(c), c.req.valid('param').answerId)),
  );
  app.put('/comment/:commentId', auth, validateParams(commentParam), validateJson(commentBody), async (c) =>
    ok(c, await service.editComment(deps, getIdentity(c), c.req.valid('param').commentId, c.req.valid('json').comment)),
  );
  app.delete('/comment/:commentId', auth, validateParams(commentParam), async (c) =>
    ok(c, await service.removeComment(deps, getIdentity(c), c.req.valid('param').commentId)),
  );

  app.put('/:id/answer', auth, validateParams(idParam), validateJson(answerBody), async (c) =>
    ok(c, await service.answerQuestion(deps, getIdentity(c), c.req.valid('param').id, c.req.valid('json').answer), { status: 201 }),
  );
  app.put('/:id/view', validateParams(idParam), async (c) =>
    ok(c, await viewQuestion(deps, c.req.valid('param').id, await viewerKey(c, ctx.config.authSecret))),
  );
  app.get('/:id', validateParams(idParam), async (c) => ok(c, await service.questionDetail(deps, c.req.valid('param').id)));
  app.put('/:id', auth, validateParams(idParam), validateJson(editQuestionBody), async (c) =>
    ok(c, await service.editQuestion(deps, getIdentity(c), c.req.valid('param').id, c.req.valid('json').question)),
  );
  app.delete('/:id', auth, validateParams(idParam), async (c) =>
    ok(c, await service.removeQuestion(deps, getIdentity(c), c.req.valid('param').id)),
  );

  return app;
}
