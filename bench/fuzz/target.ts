// What the route fuzzer aims at: the backend app built in-process over a fresh, seeded database, the routes it
// registers (read from app.routes, never listed by hand), the body fields each route's validation asks for,
// values that exist in the database, and logged-in sessions obtained through the real OTP flow.
import { sql } from 'drizzle-orm';
import { cookieOf } from '../cookies';
import { createApp } from '@/server/app';
import { type AppConfig, loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { createLogger } from '@/server/http/logger';

export type App = ReturnType<typeof createApp>;
export interface Route {
  method: string;
  path: string;
}

/** The bindings @hono/node-server gives a request from a direct loopback peer (the dev OTP outbox needs one). */
export const LOOPBACK_PEER = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
export const FUZZ_SECRET = 'fuzz-secret-that-is-long-enough-0123456789';
export const INVESTOR = '9000000001';
export const EXPERT = '9000000101';

export function fuzzApp(handle: DbHandle, overrides: Partial<AppConfig> = {}): App {
  const config = loadConfig(
    { NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', SMS_PROVIDER: 'outbox' },
    {
      authSecret: FUZZ_SECRET,
      otpLimits: { perNumber10Min: 100_000, perNumberDay: 100_000, perAddress10Min: 100_000 },
      ...overrides,
    },
  );
  return createApp({
    db: handle.db,
    config,
    logger: createLogger(process.env.LOG_LEVEL ?? 'silent'),
  });
}

/** Every handler the app registered; middleware entries (method ALL on a wildcard) are not routes of their own. */
export function routesOf(app: App): Route[] {
  const seen = new Map<string, Route>();
  for (const r of app.routes) {
    if (r.method === 'ALL' && r.path.endsWith('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

/** Path parameters of a Hono route path: ':id', ':slug{[a-z]+}'. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)(\{[^}]*\})?\??/g)].map((m) => m[1]);
}

export function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, () => values[i++] ?? 'x');
}

export interface Session {
  mobile: string;
  headers: Record<string, string>;
}

async function post(app: App, path: string, body: unknown, env?: unknown): Promise<Response> {
  return app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    env,
  );
}

/** sendotp, the code from the dev outbox, verifyotp: the headers a logged-in browser sends back. */
export async function login(app: App, mobile: string): Promise<Session> {
  const sent = await post(app, '/node/user/auth/sendotp', { mobile_no: mobile, type: 'login' });
  if (sent.status !== 200)
    throw new Error(`sendotp ${mobile}: ${sent.status} ${await sent.text()}`);
  const outbox = await app.request(`/node/dev/otp/${mobile}`, {}, LOOPBACK_PEER);
  const otp = ((await outbox.json()) as { data?: { otp?: string } }).data?.otp;
  const res = await post(app, '/node/user/auth/verifyotp', {
    mobile_no: mobile,
    otp,
    device_type: 'web',
    platform: 'web',
    type: 'login',
  });
  if (res.status !== 200) throw new Error(`verifyotp ${mobile}: ${res.status} ${await res.text()}`);
  const csrf = cookieOf(res, 'zf_csrf');
  return {
    mobile,
    headers: {
      'access-token': res.headers.get('access-token') ?? '',
      'refresh-token': res.headers.get('refresh-token') ?? '',
      roke: res.headers.get('roke') ?? '',
      'x-csrf-token': csrf,
      cookie: `zf_session=${cookieOf(res, 'zf_session')}; zf_csrf=${csrf}`,
    },
  };
}

const PLAUSIBLE_QUERIES = [
  sql`select id::text as v from articles order by id limit 3`,
  sql`select slug as v from articles order by id limit 3`,
  sql`select id::text as v from videos order by id limit 3`,
  sql`select id::text as v from questions order by id limit 3`,
  sql`select id::text as v from answers order by id limit 3`,
  sql`select id::text as v from comments order by id limit 3`,
  sql`select id::text as v from users order by id limit 3`,
  sql`select id::text as v from experts order by id limit 3`,
  sql`select arn as v from experts where arn is not null order by id limit 2`,
  sql`select scheme_code::text as v from funds order by scheme_code limit 2`,
  sql`select slug as v from funds order by scheme_code limit 2`,
];

/** Values that exist in this database, so that generated requests also reach the code behind "not found". */
export async function plausibleValues(handle: DbHandle): Promise<string[]> {
  const values = new Set([
    '9000000001',
    '9000000101',
    '123456',
    '110001',
    'mutual-fund',
    'equity',
    'articles',
    'home',
  ]);
  for (const query of PLAUSIBLE_QUERIES) {
    try {
      const result = (await handle.db.execute(query)) as unknown as {
        rows: { v: string | null }[];
      };
      for (const row of result.rows) if (row.v) values.add(String(row.v));
    } catch {
      // A table this seed left empty or a column that moved: fewer plausible values, same fuzzing.
    }
  }
  return [...values];
}

/**
 * The body fields a route asks for, learnt from its own 400 answer to an empty object (the validation names every
 * missing field), for each session so that routes behind a login answer too.
 */
export async function learnFields(app: App, route: Route, sessions: Session[]): Promise<string[]> {
  const fields = new Set<string>();
  if (route.method === 'GET') return [];
  const path = fillPath(
    route.path,
    paramNames(route.path).map(() => 'x'),
  );
  for (const headers of [{}, ...sessions.map((s) => s.headers)]) {
    const res = await app.request(path, {
      method: route.method,
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
    if (res.status !== 400) continue;
    const body = (await res.json().catch(() => ({}))) as { errors?: { path?: string }[] };
    for (const e of body.errors ?? []) if (e.path) fields.add(e.path.split('.')[0]);
  }
  return [...fields];
}
