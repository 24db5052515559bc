// Shared by bench/ssr.mjs and bench/lighthouse.mjs: use the demo at BASE_URL when it answers, else start one
// (node scripts/run-all.mjs demo: backend + `next start`, building first when the sources changed) on BASE_URL's
// port with the backend on that port + 1000, and stop its whole process group afterwards.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Parag Parikh Flexi Cap Fund, Regular plan, Growth: a scheme with years of NAV history. */
export const FUND_CODE = Number(process.env.BENCH_FUND) || 122640;

/** Up means the fund list renders: that page needs the backend too, which may start after the web server. */
async function answers(url) {
  try {
    return (await fetch(url, { redirect: 'manual' })).status === 200;
  } catch {
    return false;
  }
}

export async function openDemo(base = process.env.BASE_URL || 'http://localhost:3000') {
  base = base.replace(/\/+$/, '');
  if (await answers(`${base}/mutual-funds`)) return { base, stop: () => {} };
  const port = Number(new URL(base).port) || 3000;
  const env = { ...process.env, PORT: String(port), API_PORT: process.env.API_PORT || String(port + 1000), LOG_LEVEL: 'warn' };
  console.log(`no demo at ${base}: starting one (web ${env.PORT}, backend ${env.API_PORT}; a first run builds and seeds)`);
  const child = spawn(process.execPath, ['scripts/run-all.mjs', 'demo'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  const until = Date.now() + 600_000;
  while (!(await answers(`${base}/mutual-funds`))) {
    if (child.exitCode !== null) throw new Error(`the demo exited with code ${child.exitCode}`);
    if (Date.now() > until) {
      stop();
      throw new Error(`${base} did not answer within 10 minutes`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { base, stop };
}

/** The fund page's address: the page answers a scheme code with a permanent redirect to its slug. */
export async function fundPagePath(base) {
  if (process.env.BENCH_FUND_PATH) return process.env.BENCH_FUND_PATH;
  const res = await fetch(`${base}/mutual-funds/${FUND_CODE}`, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) throw new Error(`fund ${FUND_CODE} is not in the demo's database (${res.status})`);
  return new URL(location, base).pathname;
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export function stamp() {
  return new Date().toISOString().slice(0, 19).replace(/:/g, '-');
}
