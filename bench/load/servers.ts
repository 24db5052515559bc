// The backend and the web app for the load and crash benches, each started as its own process group so that it
// can be stopped (or killed with SIGKILL, for the crash bench) without touching anything else on the machine.
// The backend runs as ONE node process, its production build (scripts/build-server.mjs, rebuilt by buildBackend() at
// each bench start), so kill -9 of its pid is a real crash of the server and a restart costs what production's does.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const WEB_PORT = Number(process.env.PORT) || 3200;
export const API_PORT = Number(process.env.API_PORT) || 4200;
export const WEB = `http://127.0.0.1:${WEB_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}`;
export const DATABASE_URL = process.env.DATABASE_URL || '';
export const PGLITE_DIR = path.join(ROOT, '.data', 'bench-load', 'pglite');

/** Raised for the bench: the per-person posting limits (10 comments in 10 minutes) would turn the load into 429s. */
const BENCH_LIMITS = {
  CONTENT_COMMENT_LIMIT_10MIN: '100000',
  CONTENT_LIKE_LIMIT_10MIN: '100000',
  COMMENT_LIMIT_10MIN: '100000',
  OTP_LIMIT_NUMBER_10MIN: '1000',
  OTP_LIMIT_NUMBER_DAY: '5000',
  OTP_LIMIT_ADDRESS_10MIN: '5000',
  CHECKOUT_OTP_LIMIT_10MIN: '1000',
  CHECKOUT_OTP_LIMIT_DAY: '5000',
};

export function backendEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(process.env.LOAD_REAL_LIMITS === '1' ? {} : BENCH_LIMITS),
    API_PORT: String(API_PORT),
    PGLITE_DIR,
    DATABASE_URL,
    SEED_ON_EMPTY: '1',
    SMS_PROVIDER: 'outbox',
    NODE_ENV: 'production',
    ALLOW_OUTBOX_IN_PRODUCTION: '1',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  };
}

/** The backend's log (warnings and errors, one JSON line each) goes here, appended across restarts. */
export const BACKEND_LOG = path.join(ROOT, 'bench', 'results', 'load-backend.log');

/** The web app's output (its proxy and rendering errors), appended across runs. */
export const WEB_LOG = path.join(ROOT, 'bench', 'results', 'load-web.log');

function appendTo(file: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, 'a');
}

/** The backend's one-file production build, from the current sources (about a second). */
export async function buildBackend(): Promise<void> {
  const { buildServer } = await import('../../scripts/build-server.mjs');
  await buildServer();
}

export function startBackend(): ChildProcess {
  const log = appendTo(BACKEND_LOG);
  return spawn(
    process.execPath,
    ['--enable-source-maps', path.join('.build', 'server', 'main.cjs')],
    {
      cwd: ROOT,
      env: backendEnv(),
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
}

/** The production build's rewrites are fixed at build time: /api/* must reach this bench's backend, not :4000. */
export function assertBuildPointsAtBackend(): void {
  const manifest = path.join(ROOT, '.next', 'routes-manifest.json');
  if (!existsSync(manifest))
    throw new Error('no production build in .next: run BACKEND_URL=' + API + ' npm run build');
  const text = readFileSync(manifest, 'utf8');
  if (!text.includes(`127.0.0.1:${API_PORT}/node`))
    throw new Error(
      `.next rewrites /api/* elsewhere than ${API}: run BACKEND_URL=${API} npm run build (or set API_PORT to the build's)`,
    );
}

export function startWeb(): ChildProcess {
  const next = path.join(ROOT, 'node_modules', '.bin', 'next');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(WEB_PORT),
    BACKEND_URL: API,
    NODE_ENV: 'production',
  };
  const log = appendTo(WEB_LOG);
  writeSync(log, `--- ${new Date().toISOString()} next start\n`);
  // The same flags as the demo (scripts/run-all.mjs), keep-alive timeout included.
  return spawn(
    next,
    ['start', '-p', String(WEB_PORT), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'],
    { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true },
  );
}

export function stopGroup(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): void {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid!, signal);
  } catch {
    /* already gone */
  }
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** One try of waitFor: when it was sent and answered (ms since the epoch), and its status or why it failed. */
export interface Attempt {
  sent: number;
  ended: number;
  outcome: string;
}

export async function waitFor(
  url: string,
  ms: number,
  child?: ChildProcess,
  intervalMs = 200,
  attempts?: Attempt[],
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    const sent = Date.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      // Read the body: an unread one keeps its connection busy.
      await res.arrayBuffer();
      attempts?.push({ sent, ended: Date.now(), outcome: String(res.status) });
      if (res.ok) return Date.now() - started;
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      attempts?.push({ sent, ended: Date.now(), outcome: e.cause?.code ?? e.name });
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
