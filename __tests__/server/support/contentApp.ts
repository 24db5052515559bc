// A node app over the seeded people and learning content (no market data: articles and videos do not need it),
// with a clock the tests move, and helpers to call it as an investor or a visitor.
import { issueAccessToken } from '@/server/auth';
import { userId } from '@/server/db/seed/ids';
import { ASHA_MOBILE, VIKRAM_MOBILE } from '@/server/db/seed/parts/people';
import { TEST_SECRET, type TestApp, TestClock, createTestApp } from './testApp';

export const ASHA = userId(ASHA_MOBILE);
export const VIKRAM = userId(VIKRAM_MOBILE);

export interface ContentApp extends TestApp {
  /** Moves the app's clock on. */
  advance(ms: number): void;
  call(path: string, init?: { method?: string; body?: unknown; as?: string; headers?: Record<string, string> }): Promise<Response>;
}

export async function contentApp(): Promise<ContentApp> {
  // An hour after the seed ran: its like rows are stamped with the database's time of insertion, and must not
  // count against the posting limits of the people the tests act as.
  const t = await createTestApp({ seed: 'content', services: ['node'], clock: new TestClock(Date.now() + 60 * 60_000) });
  const { app } = t;
  return {
    ...t,
    advance(ms) {
      t.clock.advance(ms);
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
