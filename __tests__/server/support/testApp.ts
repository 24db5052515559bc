// A fresh app over a fresh, migrated database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { createApp } from '@/server/app';
import { type AppConfig, type ServiceName, loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { createLogger } from '@/server/http/logger';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  handle: DbHandle;
  config: AppConfig;
}

export async function createTestApp(options: { config?: Partial<AppConfig>; services?: ServiceName[]; handle?: DbHandle } = {}): Promise<TestApp> {
  const handle = options.handle ?? (await createTestDb());
  const config = loadConfig({ NODE_ENV: 'test' }, { authSecret: TEST_SECRET, ...options.config });
  const app = createApp({ db: handle.db, config, logger: createLogger('silent'), services: options.services });
  return { app, handle, config };
}

/** JSON body of a response, typed loosely for assertions. */
export async function json(res: Response): Promise<Record<string, unknown> & { data?: Record<string, unknown> }> {
  return (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
}
