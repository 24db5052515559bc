// A node service over a fresh database holding the demo people and the demo questions, with a clock the test
// moves, and tokens for the demo accounts.
import { issueAccessToken } from '@/server/auth';
import { expertId, userId } from '@/server/db/seed/ids';
import { TEST_SECRET, type TestApp, TestClock, createTestApp } from './testApp';

export const ASHA = '9000000001';
export const VIKRAM = '9000000002';
export const RAHUL = '9000000101';

export type QuestionsTestApp = TestApp;

/** `env` sets the posting-limit variables while the app is built (the routes read them once). */
export function questionsTestApp(env: Record<string, string> = {}): Promise<QuestionsTestApp> {
  return createTestApp({ seed: 'content', services: ['node'], clock: new TestClock(), env });
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
