// /node/user/public/:id: a person's public profile (name, city, role, expert details, their questions and
// answers). Public, so it is mounted before the /user routes and reads no session.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateParams } from '../../../http/validate';
import type { NodeContext } from '../context';
import { idParam } from '../questions/questions.schemas';
import { publicProfile } from './profile.service';

export function publicProfileRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  app.get('/:id', validateParams(idParam), async (c) =>
    ok(c, await publicProfile(ctx.db, c.req.valid('param').id, ctx.now())),
  );
  return app;
}
