// A node app over the seeded people and learning content (no market data: articles and videos do not need it),
// with a clock the tests move, and helpers to call it as an investor or a visitor.
import { createApp } from '@/server/app';
import { issueAccessToken } from '@/server/auth';
import { loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { userId } from '@/server/db/seed/ids';
import { seedContent } from '@/server/db/seed/parts/content';
import { ASHA_MOBILE, VIKRAM_MOBILE, seedPeople } from '@/server/db/seed/parts/people';
import { createTestDb } from '@/server/db/testing';
import { createLogger } from '@/server/http/logger';
import { TEST_SECRET } from '../support/testApp';

export const ASHA = userId(ASHA_MOBILE);
export const VIKRAM = userId(VIKRAM_MOBILE);

export interface ContentApp {
  app: ReturnType<typeof createApp>;
  handle: DbHandle;
  clock: { now: Date };
  /** Moves the app's clock on. */
  advance(ms: number): void;
  call(path: string, init?: { method?: string; body?: unknown; as?: string; headers?: Record<string, string> }): Promise<Response>;
}

export async function contentApp(): Promise<ContentApp> {
  const handle = await createTestDb();
  await handle.db.transaction((tx) => seedPeople(tx));
  await handle.db.transaction((tx) => seedContent(tx, [ASHA_MOBILE, VIKRAM_MOBILE]));
  // An hour after the seed ran: its like rows are stamped with the database's time of insertion, and must not
  // count against the posting limits of the people the tests act as.
  const clock = { now: new Date(Date.now() + 60 * 60_000) };
  const config = loadConfig({ NODE_ENV: 'test' }, { authSecret: TEST_SECRET });
  const app = createApp({ db: handle.db, config, logger: createLogger(process.env.LOG_LEVEL ?? 'silent'), services: ['node'], now: () => clock.now });
  return {
    app,
    handle,
    clock,
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    async call(path, init = {}) {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (init.as) headers['access-token'] = await issueAccessToken(TEST_SECRET, { userId: init.as, roles: ['user'], role: 'user' });
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return app.request(`/node${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export const body = async (res: Response): Promise<Json> => res.json();
