// The advisor's desk under /analytics/rm (docs/DESK.md): every call authenticates, is for experts only, and
// reaches a client only through expert_clients. The performance report behind a link is the one exception: the
// signed link itself is the permission (the client opening it has no advisor session).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { expertIdOf, getIdentity, requireAuth, requireRole } from '../../../auth';
import { actorOf } from '../../../auth/actor';
import { NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import {
  dispositionSchema,
  followUpDoneSchema,
  followUpSchema,
  noteCreateSchema,
  noteUpdateSchema,
  upcomingQuerySchema,
} from '../../../../utils/validation/desk';
import { leadCreateSchema, leadUpdateSchema, leadsQuerySchema } from '../../../../utils/validation/deskLeads';
import { download } from '../../node/portfolio/portfolio.routes';
import type { DeskDeps } from './desk.deps';
import { listOptions } from './dispositions.repo';
import { recordDisposition } from './dispositions.service';
import { completeFollowUp, createFollowUp, editFollowUp, markNotified, removeFollowUp, todaysFollowUps, upcomingFollowUps } from './followUps.service';
import { addLead, editLead, getLead, listLeads, removeLead } from './leads.service';
import { addNote, editNote, listNotes, removeNote } from './notes.service';
import { createPerformanceLink, performanceReport } from './performanceLink';

const idParam = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const userParam = z.object({ user_id: z.uuid({ error: 'Not a valid id' }) });
const mappingsBody = z.object({ category: z.literal('followup'), day: z.literal('TODAY'), rm_id: z.string().min(1) });
const linkBody = z.object({ user_id: z.uuid({ error: 'Not a valid id' }) });
const tokenParam = z.object({ token: z.string().min(10).max(400) });

/** The caller's expert id; requireRole('expert') ran before, so a missing one is a broken session. */
function expertOf(c: Context): string {
  return expertIdOf(getIdentity(c));
}

export function deskRoutes(deps: DeskDeps) {
  const app = new Hono<AppEnv>();

  app.get('/performance-data/:token', validateParams(tokenParam), async (c) =>
    download(c, await performanceReport(deps, c.req.valid('param').token)),
  );

  app.use('*', requireAuth(deps.config.authSecret), requireRole('expert'));

  app.post('/followups', validateJson(followUpSchema), async (c) =>
    ok(
      c,
      await createFollowUp(
        deps,
        expertOf(c),
        c.req.valid('json'),
        await actorOf(deps.db, getIdentity(c)),
      ),
      { status: 201 },
    ),
  );

  app.post('/mappings', validateJson(mappingsBody), async (c) => {
    const expertId = expertOf(c);
    if (c.req.valid('json').rm_id !== expertId) throw new NotFoundError(MESSAGES.notFound);
    return ok(c, await todaysFollowUps(deps, expertId));
  });

  app.get('/followups/upcoming', validateQuery(upcomingQuerySchema), async (c) => ok(c, await upcomingFollowUps(deps, expertOf(c), c.req.valid('query').days)));
  app.put('/followups/:id', validateParams(idParam), validateJson(followUpSchema), async (c) =>
    ok(c, await editFollowUp(deps, expertOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.put('/followups/:id/done', validateParams(idParam), validateJson(followUpDoneSchema), async (c) =>
    ok(c, await completeFollowUp(deps, expertOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete('/followups/:id', validateParams(idParam), async (c) => ok(c, await removeFollowUp(deps, expertOf(c), c.req.valid('param').id)));
  app.put('/followups/:id/notified', validateParams(idParam), async (c) => ok(c, await markNotified(deps, expertOf(c), c.req.valid('param').id)));

  app.get('/notes/:user_id', validateParams(userParam), async (c) =>
    ok(c, await listNotes(deps, expertOf(c), c.req.valid('param').user_id)),
  );
  app.post('/notes', validateJson(noteCreateSchema), async (c) =>
    ok(
      c,
      await addNote(deps, expertOf(c), c.req.valid('json'), await actorOf(deps.db, getIdentity(c))),
      { status: 201 },
    ),
  );
  app.put('/notes', validateJson(noteUpdateSchema), async (c) =>
    ok(c, await editNote(deps, expertOf(c), c.req.valid('json'))),
  );
  app.delete('/notes/:id', validateParams(idParam), async (c) =>
    ok(c, await removeNote(deps, expertOf(c), c.req.valid('param').id)),
  );

  app.get('/leads', validateQuery(leadsQuerySchema), async (c) => ok(c, await listLeads(deps, expertOf(c), c.req.valid('query'))));
  app.post('/leads', validateJson(leadCreateSchema), async (c) => ok(c, await addLead(deps, expertOf(c), c.req.valid('json')), { status: 201 }));
  app.get('/leads/:id', validateParams(idParam), async (c) => ok(c, await getLead(deps, expertOf(c), c.req.valid('param').id)));
  app.put('/leads/:id', validateParams(idParam), validateJson(leadUpdateSchema), async (c) =>
    ok(c, await editLead(deps, expertOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete('/leads/:id', validateParams(idParam), async (c) => ok(c, await removeLead(deps, expertOf(c), c.req.valid('param').id)));

  app.get('/disposition-options', async (c) => ok(c, await listOptions(deps.db)));
  app.put('/disposition', validateJson(dispositionSchema), async (c) => ok(c, await recordDisposition(deps, expertOf(c), c.req.valid('json'))));

  app.post('/performance-data-link', validateJson(linkBody), async (c) =>
    ok(c, await createPerformanceLink(deps, expertOf(c), c.req.valid('json').user_id)),
  );

  return app;
}
