#!/usr/bin/env node
// Starts the reference backend and the web app together: `npm run demo` (production build, built when needed)
// or `npm run dev` (hot reload). Ctrl-C stops both. Each child runs in its own process group so that
// stopping it also stops the next-server and tsx workers it spawns.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const mode = process.argv[2] === 'dev' ? 'dev' : 'demo';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const webPort = process.env.PORT || '3000';
const apiPort = process.env.API_PORT || '4000';
// Both servers listen on this machine only unless HOST says otherwise (HOST=0.0.0.0 to show the demo on a network).
const webHost = process.env.HOST || '127.0.0.1';

const env = {
  ...process.env,
  API_PORT: apiPort,
  BACKEND_URL: process.env.BACKEND_URL || `http://127.0.0.1:${apiPort}`,
  // The demo has no SMS gateway: one-time passwords go to the dev outbox route (never the log), which the
  // backend serves only to callers on this machine (never through the web app). A production-mode backend
  // still refuses the outbox unless ALLOW_OUTBOX_IN_PRODUCTION is set by hand.
  SMS_PROVIDER: process.env.SMS_PROVIDER || 'outbox',
  SEED_ON_EMPTY: process.env.SEED_ON_EMPTY || '1',
};

const SOURCE_DIRS = ['pages', 'components', 'store', 'services', 'utils', 'styles', 'public'];
const SOURCE_FILES = ['next.config.js', 'middleware.ts', 'package.json', 'tsconfig.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...[...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(path.join(root, p))));
  // The build carries the generated public keys (next.config.js): a missing or newer key file means rebuild.
  const keyChanged = (name, ...fromEnv) => {
    const keyFile = path.resolve(root, process.env.DATA_DIR || '.data', name);
    return !fromEnv.some((v) => process.env[v]) && (!existsSync(keyFile) || statSync(keyFile).mtimeMs >= builtAt);
  };
  const keysChanged =
    keyChanged('analytics-api-key', 'NEXT_PUBLIC_ANALYTICS_API_KEY', 'ANALYTICS_API_KEY') ||
    keyChanged('insurance-api-key', 'NEXT_PUBLIC_PY_API_KEY', 'INSURANCE_API_KEY');
  if (builtAt > changedAt && !keysChanged) return;
  console.log('[demo] building the web app (next build)…');
  // The same bundler as `npm run build` (webpack: see the note in README.md, "Why webpack").
  const result = spawnSync(bin('next'), ['build', '--webpack'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function start(label, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${mode}] ${label} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  children.push(child);
}

let stopping = false;
let exitCode = 0;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  const alive = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of alive()) child.kill('SIGTERM');
  // The backend finishes requests in flight first; anything still running after the grace period is killed.
  setTimeout(() => {
    for (const child of alive()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 12_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (mode === 'demo') {
  buildIfNeeded();
  // The backend's one-file build (about a second): it starts in a fraction of tsx's time (scripts/build-server.mjs).
  const { buildServer } = await import('./build-server.mjs');
  start('backend', process.execPath, ['--enable-source-maps', await buildServer()]);
  // Next's own request handler behind a server that tells the backend each visitor's address (scripts/web-server.mjs).
  start('web', process.execPath, [path.join(root, 'scripts', 'web-server.mjs'), '-p', webPort, '-H', webHost]);
  console.log(`[demo] web http://localhost:${webPort}  ·  backend http://localhost:${apiPort}/health`);
  console.log('[demo] demo logins: investor 9000000001, investor without KYC 9000000002, expert 9000000101,');
  console.log('[demo] expert with pending ARN 9000000102; the OTP is shown (on this machine only) at');
  console.log(`[demo] http://localhost:${apiPort}/node/dev/otp/<mobile> (SMS outbox, demo only).`);
} else {
  start('backend', bin('tsx'), ['watch', 'server/main.ts']);
  start('web', bin('next'), ['dev', '-p', webPort, '-H', webHost]);
}
