// Starting and stopping the backend for a benchmark: its own port and its own embedded database directory
// (PGlite allows one process per directory, and a dev server may own .data/pglite), or PostgreSQL through
// BENCH_DATABASE_URL; seeded when empty. Shared by bench/api.mjs and bench/search-hostile.mjs. Started twice on
// two ports, it gives two copies of the backend over one PostgreSQL database (bench/cart/orders-load.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const servers = [];

/**
 * Benches that log in on every run: the database keeps the OTP send times, so the default limits (3 per number in 10
 * minutes, 10 a day) refuse the fourth run within 10 minutes, and the eleventh of a day, with a 429.
 */
export const BENCH_OTP_LIMITS = {
  OTP_LIMIT_NUMBER_10MIN: '1000',
  OTP_LIMIT_NUMBER_DAY: '5000',
  OTP_LIMIT_ADDRESS_10MIN: '5000',
  CHECKOUT_OTP_LIMIT_10MIN: '1000',
  CHECKOUT_OTP_LIMIT_DAY: '5000',
};

/** Starts `tsx server/main.ts` on `port` with `env` added; returns its base URL. */
export function startBackend(port, env = {}) {
  const fullEnv = {
    ...process.env,
    API_PORT: String(port),
    PGLITE_DIR: path.join(ROOT, '.data', 'bench', 'pglite'),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SEED_ON_EMPTY: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production mode refuses the log-only SMS outbox unless told it is a demo; benchmarks send no SMS.
    ALLOW_OUTBOX_IN_PRODUCTION: '1',
    ...env,
  };
  // Own process group, so that stopping it also stops what tsx started.
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], { cwd: ROOT, env: fullEnv, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  servers.push(server);
  return `http://127.0.0.1:${port}`;
}

const running = (server) => server.exitCode === null && server.signalCode === null;

/** Stops every backend started; resolves once they have exited (and closed the database). */
export function stopBackend() {
  const stopping = servers.filter(running);
  for (const server of stopping) process.kill(-server.pid, 'SIGTERM');
  return Promise.all(stopping.map((server) => new Promise((resolve) => (running(server) ? server.once('exit', resolve) : resolve()))));
}

export async function waitForHealth(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const exited = servers.find((server) => server.exitCode !== null);
    if (exited) throw new Error(`the backend exited with code ${exited.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url}/health did not answer 200 within ${ms / 1000} s`);
}
