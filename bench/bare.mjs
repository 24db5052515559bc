// The floor of bench/ssr.mjs: the bare Next.js app in bench/bare (same Next.js as ours; one getServerSideProps
// page, one static page), built on first use and started with `next start` in its own process group.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './demo.mjs';

const BARE_DIR = path.join(ROOT, 'bench', 'bare');
const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next');

async function answers(url) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** True when there is no build yet, or a page or the config changed after it. */
function needsBuild() {
  const buildId = path.join(BARE_DIR, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const pagesDir = path.join(BARE_DIR, 'pages');
  const sources = [path.join(BARE_DIR, 'next.config.js'), ...readdirSync(pagesDir).map((f) => path.join(pagesDir, f))];
  return sources.some((f) => statSync(f).mtimeMs > builtAt);
}

export async function openBare(port) {
  const base = `http://127.0.0.1:${port}`;
  if (needsBuild()) {
    console.log('building the bare Next.js app (bench/bare, first use or changed)…');
    const built = spawnSync(NEXT, ['build', '--webpack', BARE_DIR], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (built.status !== 0) throw new Error('the bare app did not build');
  }
  const child = spawn(NEXT, ['start', BARE_DIR, '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const until = Date.now() + 60_000;
  while (!(await answers(`${base}/gssp`))) {
    if (child.exitCode !== null || Date.now() > until) {
      stop();
      throw new Error(`the bare app did not answer at ${base}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}
