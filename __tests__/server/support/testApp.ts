// The one way server tests build an app: a fresh, migrated database (in-memory PGlite, or PostgreSQL with
// TEST_DATABASE_URL), optionally seeded, with a clock the test controls.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/app';
import { type AppConfig, type ServiceName, loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { seedAgentPeople } from '@/server/db/seed/parts/agents';
import { seedContent } from '@/server/db/seed/parts/content';
import { seedSealer } from '@/server/db/seed/parts/kyc';
import { ASHA_MOBILE, VIKRAM_MOBILE, seedPeople } from '@/server/db/seed/parts/people';
import { createTestDb } from '@/server/db/testing';
import { createLogger } from '@/server/http/logger';
import type { SmsProvider } from '@/server/providers/sms/types';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const TEST_ANALYTICS_KEY = 'test-analytics-key';
export const TEST_INSURANCE_KEY = 'test-insurance-key';
export const TEST_OPS_KEY = 'test-ops-key-that-is-long-enough-0123456789';

/**
 * The app's clock. `new TestClock()` stands still at its start until the test moves it; `TestClock.real()` runs
 * with the wall clock (plus whatever the test adds). Access tokens are checked against the real clock by jose,
 * so a clock should not start far from now.
 */
export class TestClock {
  private offset = 0;

  constructor(private readonly start: Date | number | 'real' = Date.now()) {}

  static real(): TestClock {
    return new TestClock('real');
  }

  now = (): Date => new Date((this.start === 'real' ? Date.now() : +this.start) + this.offset);

  advance(ms: number): void {
    this.offset += ms;
  }
}

/** none: an empty database; people: the demo accounts; content: the demo accounts and the learning content. */
export type TestSeed = 'none' | 'people' | 'content';

export interface TestAppOptions {
  seed?: TestSeed;
  /** Default: the wall clock. */
  clock?: TestClock;
  config?: Partial<AppConfig>;
  services?: ServiceName[];
  /** An existing database instead of a fresh one. */
  handle?: DbHandle;
  sms?: SmsProvider;
  /** Environment variables set only while the app is built (the routes read their limits once). */
  env?: Record<string, string>;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  handle: DbHandle;
  config: AppConfig;
  clock: TestClock;
}

function withEnv<T>(env: Record<string, string>, build: () => T): T {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return build();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { seed = 'none', clock = TestClock.real(), env = {} } = options;
  const handle = options.handle ?? (await createTestDb());
  // Sealed documents go to a fresh temporary folder per app, never into the repository's .data.
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'zf-docs-'));
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { authSecret: TEST_SECRET, dataSecret: TEST_SECRET, paymentsSecret: TEST_SECRET, analyticsApiKey: TEST_ANALYTICS_KEY, opsApiKey: TEST_OPS_KEY, insuranceApiKey: TEST_INSURANCE_KEY, documentsDir, ...options.config },
  );
  // Seeded bank account numbers are sealed with the app's own data secret, so the app can open them.
  if (seed !== 'none') {
    await handle.db.transaction((tx) => seedPeople(tx, { dataSecret: config.dataSecret }));
    await handle.db.transaction((tx) => seedAgentPeople(tx, seedSealer(config.dataSecret)));
  }
  if (seed === 'content') await handle.db.transaction((tx) => seedContent(tx, [ASHA_MOBILE, VIKRAM_MOBILE]));
  const app = withEnv(env, () =>
    createApp({
      db: handle.db,
      config,
      logger: createLogger(process.env.LOG_LEVEL ?? 'silent'),
      services: options.services,
      now: clock.now,
      sms: options.sms,
    }),
  );
  return { app, handle, config, clock };
}

/** JSON body of a response, typed loosely for assertions. */
export async function json(res: Response): Promise<Record<string, unknown> & { data?: Record<string, unknown> }> {
  return (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
}
