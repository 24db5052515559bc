// A node service over a fresh database holding the demo people and the demo questions, with a clock the test
// moves, and tokens for the demo accounts.
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { expertId, userId } from '@/server/db/seed/ids';
import { seedContent } from '@/server/db/seed/parts/content';
import { seedPeople } from '@/server/db/seed/parts/people';
import { createTestDb } from '@/server/db/testing';
import { createLogger } from '@/server/http/logger';
import { issueAccessToken } from '@/server/auth';
import { TEST_SECRET } from '../support/testApp';

export const ASHA = '9000000001';
export const VIKRAM = '9000000002';
export const RAHUL = '9000000101';

export interface QuestionsTestApp {
  app: ReturnType<typeof createApp>;
  handle: DbHandle;
  clock: { now: Date; advance(ms: number): void };
}

/** `env` sets the posting-limit variables while the app is built (the routes read them once). */
export async function questionsTestApp(env: Record<string, string> = {}): Promise<QuestionsTestApp> {
  const handle = await createTestDb();
  await handle.db.transaction((tx) => seedPeople(tx));
  await handle.db.transaction((tx) => seedContent(tx, [ASHA, VIKRAM]));
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const config = loadConfig({ NODE_ENV: 'test' }, { authSecret: TEST_SECRET });
    const app = createApp({ db: handle.db, config, logger: createLogger('silent'), services: ['node'], now: () => clock.now });
    return { app, handle, clock };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export function investorToken(mobile = ASHA): Promise<string> {
  return issueAccessToken(TEST_SECRET, { userId: userId(mobile), roles: ['user'], role: 'user' });
}

export function expertToken(mobile = RAHUL): Promise<string> {
  return issueAccessToken(TEST_SECRET, { userId: userId(mobile), roles: ['expert'], role: 'expert', expertId: expertId(mobile) });
}

type Body = Record<string, unknown>;

/** A JSON call with an optional token; answers the status and the parsed body. */
export async function call(t: QuestionsTestApp, method: string, path: string, token?: string, body?: Body) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['access-token'] = token;
  const res = await t.app.request(`/node${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
