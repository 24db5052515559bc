// Analytics benchmark (issue 15): each report view for the scale seed's advisor (10,000 clients) beside the same
// view for Rahul (25 clients), at 20 connections in one run; target: the scale advisor's p97.5 <= 2x Rahul's.
// The views read per-advisor rollups (analytics_rollups), rebuilt only when the book, the day or the market moved
// on; the warm-up below pays for the first build, as the first view of the day would.
//
// Usage: npm run bench:analytics
// The first run seeds its own database in BENCH_DATA_DIR (default .data/bench-analytics): the AMFI data, the demo
// and `npm run db:seed -- --scale 10000`; later runs reuse it.
// Options (env): BENCH_SECONDS (default 10 per run), BENCH_CONNECTIONS (20), BENCH_PORT (4121), BENCH_VIEWS
// (comma-separated subset). Writes bench/results/analytics-<date>.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';
import { CONNECTIONS, SECONDS, type Run, measure, runBench } from './closedLoop';
import { login } from './portfolio/login';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', 'bench-analytics'));
const SCALE = 10_000;
const TARGET_RATIO = 2;
const RAHUL_MOBILE = '9000000101';
const SCALE_EXPERT_MOBILE = '9000000199';
const VIEWS = (process.env.BENCH_VIEWS ?? 'summary,aum,sips,clients,transactions,commissions').split(',');

function seedIfNeeded() {
  if (existsSync(path.join(DATA_DIR, 'seeded'))) return;
  console.log(`seeding ${DATA_DIR} (AMFI data, demo, ${SCALE} scale clients): several minutes the first time`);
  const env = { ...process.env, DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite'), DATABASE_URL: '' };
  const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--scale', String(SCALE)], { cwd: ROOT, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('npm run db:seed failed');
  writeFileSync(path.join(DATA_DIR, 'seeded'), new Date().toISOString());
}

/** About a million transactions for the scale advisor (bench/analytics/moreTransactions.ts), once. */
function addTransactionsIfNeeded() {
  const marker = path.join(DATA_DIR, 'more-transactions');
  if (existsSync(marker)) return;
  const env = { ...process.env, DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite'), DATABASE_URL: '' };
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['bench/analytics/moreTransactions.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('adding the scale advisor\'s transactions failed');
  writeFileSync(marker, new Date().toISOString());
}

type Headers = Record<string, string>;

/** The longest period a view allows: sixty months ending this month. */
const FIVE_YEARS_AGO = (() => {
  const now = new Date(Date.now() + 330 * 60_000);
  now.setUTCDate(1);
  now.setUTCMonth(now.getUTCMonth() - 59);
  return now.toISOString().slice(0, 7);
})();

async function bookSize(base: string, headers: Headers) {
  const body = (await (await fetch(`${base}/analytics/reports/transactions?from=${FIVE_YEARS_AGO}`, { headers })).json()) as {
    data?: { totals: { count: number }[] };
  };
  return body.data?.totals.reduce((s, t) => s + t.count, 0) ?? 0;
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  seedIfNeeded();
  addTransactionsIfNeeded();
  const base = startBackend(Number(process.env.BENCH_PORT) || 4121, {
    DATA_DIR,
    PGLITE_DIR: path.join(DATA_DIR, 'pglite'),
    SEED_ON_EMPTY: '0',
  });
  await waitForHealth(base, 300_000);
  const rahul = await login(base, RAHUL_MOBILE, 'expert');
  const scale = await login(base, SCALE_EXPERT_MOBILE, 'expert');
  for (const [who, headers] of [['rahul', rahul], ['scale', scale]] as const) {
    const started = performance.now();
    const res = await fetch(`${base}/analytics/reports/summary`, { headers });
    const { data } = (await res.json()) as { data: { clients: number } };
    console.log(`${who}: ${data.clients} clients, first view (rollup build) ${Math.round(performance.now() - started)} ms`);
  }
  console.log(`transactions of the advisor in the last 60 months: rahul ${await bookSize(base, rahul)}, scale ${await bookSize(base, scale)}`);
  for (const view of VIEWS)
    for (let i = 0; i < 10; i += 1)
      for (const headers of [rahul, scale]) await fetch(`${base}/analytics/reports/${view}`, { headers });

  const pairs: { view: string; rahul: Run; scale: Run; ratio: number; met: boolean }[] = [];
  for (const view of VIEWS) {
    const path = `${base}/analytics/reports/${view}`;
    const small = await measure(`${view} rahul`, () => fetch(path, { headers: rahul }));
    const large = await measure(`${view} scale`, () => fetch(path, { headers: scale }));
    const ratio = Number((large.p97_5_ms / small.p97_5_ms).toFixed(2));
    const met = ratio <= TARGET_RATIO && small.failures === 0 && large.failures === 0;
    console.log(`${view}: scale p97.5 ${ratio}x rahul's (target <= ${TARGET_RATIO}x): ${met ? 'met' : 'NOT met'}`);
    pairs.push({ view, rahul: small, scale: large, ratio, met });
  }
  const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, load_average: os.loadavg(), connections: CONNECTIONS, seconds: SECONDS, pairs };
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `analytics-${report.date.slice(0, 19).replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(ROOT, file)}`);
  return pairs.every((p) => p.met);
}

runBench(main, stopBackend);
