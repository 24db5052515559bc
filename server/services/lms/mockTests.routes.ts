// /lms/mock-tests/*: NISM mock tests. Public (no login): the papers carry no answers, and scoring is a pure
// function of the submission, so nothing personal is stored.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../http/validate';
import { mockTestIdSchema, mockTestListQuerySchema, submitSchema } from './mockTests.schemas';
import { getMockTest, listMockTests, scoreMockTest } from './mockTests.service';

// Papers change only with a release: let browsers and the web tier's cache keep them for a few minutes.
const CACHEABLE = 'public, max-age=300, stale-while-revalidate=3600';

export function mockTestsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/mock-tests', validateQuery(mockTestListQuerySchema), (c) => {
    c.header('Cache-Control', CACHEABLE);
    return ok(c, listMockTests(c.req.valid('query').exam));
  });

  app.get('/mock-tests/:id', validateParams(mockTestIdSchema), (c) => {
    const data = getMockTest(c.req.valid('param').id);
    c.header('Cache-Control', CACHEABLE);
    return ok(c, data);
  });

  app.post('/mock-tests/:id/submit', validateParams(mockTestIdSchema), validateJson(submitSchema), (c) => {
    const { answers } = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    return ok(c, scoreMockTest(c.req.valid('param').id, answers));
  });

  return app;
}
