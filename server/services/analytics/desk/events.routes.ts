// POST /analytics/events (the web app's usage events) and GET /analytics/events/screen-views (an operator's counts).
// The event POST reads no session and changes nothing of any person: it only appends anonymous usage rows, so it
// is exempt from the anti-forgery check (it never runs requireAuth, where that check lives). Its guard is the app
// key, in x-api-key or, for navigator.sendBeacon which cannot set headers, in ?key=.
import { type MiddlewareHandler, Hono } from 'hono';
import { keyMatches } from '../../../auth/apiKeys';
import { TooLargeError, UnauthenticatedError } from '../../../domain/errors';
import { routeBodyLimit } from '../../../http/bodyLimits';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { parseInput, readJsonBody, validateQuery } from '../../../http/validate';
import { istInstant } from '../../../../utils/orders/navDate';
import { eventBytes } from '../../../../utils/tracking/limits';
import type { DeskDeps } from './desk.deps';
import { insertEvents, screenViewCounts } from './events.repo';
import { EVENTS_PER_BATCH, EVENT_MAX_BYTES, type TrackedEvent, eventsBatchSchema, screenViewsQuery } from './events.schemas';

const WRONG_KEY = 'A valid api key is needed';
const TOO_MANY = `A batch holds 1 to ${EVENTS_PER_BATCH} events of at most ${EVENT_MAX_BYTES} bytes each`;
// 100 events of 2 KiB and the JSON around them; a bigger body is refused before it is read.
const BATCH_MAX_BYTES = EVENTS_PER_BATCH * (EVENT_MAX_BYTES + 64) + 1024;
const DAY_MS = 24 * 60 * 60_000;

/** Too many or too big events → 413 before any validation, so nothing of the batch is stored. */
function assertBatchSize(body: unknown): void {
  const events = (body as { events?: unknown })?.events;
  if (!Array.isArray(events)) return;
  if (events.length > EVENTS_PER_BATCH || events.some((e) => eventBytes(e) > EVENT_MAX_BYTES)) throw new TooLargeError(TOO_MANY);
}

const rowOf = (e: TrackedEvent, at: Date) => ({
  eventType: e.event_type,
  deviceId: e.device_id,
  appName: e.event_properties.app_name,
  appVersion: e.event_properties.app_version,
  platform: e.event_properties.platform,
  screenName: e.event_properties.screen_name ?? null,
  properties: e.event_properties,
  createdAt: at,
});

/** 401 unless the request carries the key, checked before the body or query is read. */
function requireKey(expected: string, { inQuery }: { inQuery: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-api-key') ?? (inQuery ? c.req.query('key') : undefined);
    if (!keyMatches(given, expected)) throw new UnauthenticatedError(WRONG_KEY);
    await next();
  };
}

export function eventRoutes(deps: DeskDeps) {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    requireKey(deps.config.analyticsApiKey, { inQuery: true }),
    routeBodyLimit(BATCH_MAX_BYTES, TOO_MANY),
    async (c) => {
      const body = await readJsonBody(await c.req.text());
      assertBatchSize(body);
      const { events } = await parseInput(eventsBatchSchema, body);
      const at = deps.now();
      return ok(c, { stored: await insertEvents(deps.db, events.map((e) => rowOf(e, at))) }, { status: 201 });
    },
  );

  app.get('/screen-views', requireKey(deps.config.opsApiKey, { inQuery: false }), validateQuery(screenViewsQuery), async (c) => {
    const q = c.req.valid('query');
    const to = q.to ? istInstant(q.to, 24 * 60) : deps.now();
    const from = q.from ? istInstant(q.from, 0) : new Date(to.getTime() - 30 * DAY_MS);
    return ok(c, await screenViewCounts(deps.db, from, to));
  });

  return app;
}
