// The root Hono app: shared HTTP behaviour (request id, access log, body limit, JSON errors) around one app
// per service, each under its prefix. main.ts serves it; tests call app.request() on it directly.
import { Hono } from 'hono';
import { authHooks } from './auth/sessionHooks';
import { type AppConfig, SERVICE_NAMES, type ServiceDeps, type ServiceName } from './config';
import { type Db, handleOf, pingDb } from './db/client';
import type { AppEnv } from './http/env';
import { appBodyLimit } from './http/bodyLimits';
import { ok } from './http/ok';
import { errorHandler, notFoundHandler } from './http/errors';
import { securityHeaders } from './http/securityHeaders';
import { type Logger, createLogger } from './http/logger';
import { requestContext } from './http/requestContext';
import { createAnalyticsService } from './services/analytics';
import { createLmsService } from './services/lms';
import { createMarketService } from './services/market';
import { createNodeService } from './services/node';
import { createPyService } from './services/py';
import type { SmsProvider } from './providers/sms/types';
import { createSearchService } from './services/search';

// Each factory returns its own Hono app; the root only needs to mount it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FACTORIES: Record<ServiceName, (deps: ServiceDeps) => Hono<any>> = {
  node: createNodeService,
  py: createPyService,
  analytics: createAnalyticsService,
  search: createSearchService,
  lms: createLmsService,
  market: createMarketService,
};

export interface CreateAppOptions {
  db: Db;
  config: AppConfig;
  logger?: Logger;
  /** Which services to mount; default: config.service alone if set, else all of them. */
  services?: readonly ServiceName[];
  /** Clock of time-based rules; tests inject one. */
  now?: () => Date;
  /** SMS delivery instead of the configured provider (tests). */
  sms?: SmsProvider;
}

export function createApp({ db, config, logger = createLogger(), services, now, sms }: CreateAppOptions) {
  const mounted = services ?? (config.service ? [config.service] : SERVICE_NAMES);
  const startedAt = Date.now();
  const deps: ServiceDeps = { db, config, logger, now, sms };
  // Not strict: some of the spec's paths end in '/' (e.g. /identity/esign/kyc/{id}/) and clients vary.
  const app = new Hono<AppEnv>({ strict: false });

  app.use(requestContext(logger));
  app.use(securityHeaders());
  app.use(appBodyLimit(config.bodyLimitBytes));
  // Session rules for every service's requireAuth: the refresh retry and the live-session check.
  app.use(authHooks({ db, config, now }));

  app.get('/health', async (c) => {
    const up = await pingDb(db);
    const data = {
      db: up ? 'up' : 'down',
      engine: handleOf(db)?.engine ?? 'postgres',
      services: mounted,
      uptime_s: Math.floor((Date.now() - startedAt) / 1000),
    };
    if (up) return ok(c, data);
    return c.json({ status: 'failed', message: 'The database is not reachable', data }, 503);
  });

  for (const name of mounted) app.route(`/${name}`, FACTORIES[name](deps));

  app.notFound(notFoundHandler);
  app.onError(errorHandler);
  return app;
}

export type App = ReturnType<typeof createApp>;
