// Portfolio benchmark (issue 12): the summary of an investor with 500 transactions and a listing page of the
// 10,000-client advisor, each measured beside GET /health in one run (20 connections, closed loop), target
// p97.5 <= 3x /health's. No response cache exists for these calls: every request values the holdings afresh.
//
// Usage: npm run bench:portfolio
// The first run seeds its own database in BENCH_DATA_DIR (default .data/bench-portfolio): the AMFI data, the demo,
// `npm run db:seed -- --scale 10000`, and one investor with 500 transactions; later runs reuse it.
// Options (env): BENCH_SECONDS (default 10 per endpoint), BENCH_CONNECTIONS (20), BENCH_PORT (4120).
// Writes bench/results/portfolio-<date>.json. Compare ratios within one run, never absolute figures across runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';
import { userId } from '@/server/db/seed/ids';
import { BENCH_INVESTOR_MOBILE } from './portfolio/investor';
import { login } from './portfolio/login';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', 'bench-portfolio'));
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const SCALE = 10_000;
const TARGET_RATIO = 3;
const SCALE_EXPERT_MOBILE = '9000000199';

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/** CONNECTIONS loops each sending one request after the other for SECONDS; latencies of every answer. */
async function measure(base: string, name: string, urlPath: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await fetch(base + urlPath, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!res.ok) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const run = {
    name,
    path: urlPath,
    requests: latencies.length,
    failures,
    req_per_s: Math.round(latencies.length / SECONDS),
    p50_ms: percentile(latencies, 50),
    p97_5_ms: percentile(latencies, 97.5),
    p99_ms: percentile(latencies, 99),
  };
  console.log(`${name.padEnd(18)} p50 ${run.p50_ms} ms  p97.5 ${run.p97_5_ms} ms  ${run.req_per_s} req/s  (${run.requests} requests, ${failures} failed)`);
  return run;
}

function seedIfNeeded() {
  if (existsSync(path.join(DATA_DIR, 'seeded'))) return;
  console.log(`seeding ${DATA_DIR} (AMFI data, demo, ${SCALE} scale clients): several minutes the first time`);
  const env = { ...process.env, DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite'), DATABASE_URL: '' };
  const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--scale', String(SCALE)], { cwd: ROOT, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('npm run db:seed failed');
  const investor = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['bench/portfolio/investor.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  if (investor.status !== 0) throw new Error('seeding the 500-transaction investor failed');
  writeFileSync(path.join(DATA_DIR, 'seeded'), new Date().toISOString());
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  seedIfNeeded();
  const base = startBackend(Number(process.env.BENCH_PORT) || 4120, {
    DATA_DIR,
    PGLITE_DIR: path.join(DATA_DIR, 'pglite'),
    SEED_ON_EMPTY: '0',
  });
  await waitForHealth(base, 300_000);
  const investor = await login(base, BENCH_INVESTOR_MOBILE);
  const expert = await login(base, SCALE_EXPERT_MOBILE, 'expert');
  const summaryPath = `/node/portfolio/summary/${userId(BENCH_INVESTOR_MOBILE)}`;
  const listingPath = '/node/portfolio/listing?sort=current_value&page=37&page_size=20';
  const summary = await (await fetch(base + summaryPath, { headers: investor })).json();
  const listing = await (await fetch(base + listingPath, { headers: expert })).json();
  console.log(`investor: ${summary.data.internal.length} schemes; listing: ${listing.data.total} clients`);
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/health`);
    await fetch(base + summaryPath, { headers: investor });
    await fetch(base + listingPath, { headers: expert });
  }
  const runs = [
    await measure(base, 'health', '/health'),
    await measure(base, 'summary (500 txns)', summaryPath, investor),
    await measure(base, 'listing (10k)', listingPath, expert),
  ];
  const health = runs[0].p97_5_ms;
  const results = runs.map((run) => ({
    ...run,
    ratio_to_health: Number((run.p97_5_ms / health).toFixed(2)),
    within_target: run.p97_5_ms / health <= TARGET_RATIO && run.failures === 0,
  }));
  for (const r of results.slice(1))
    console.log(`${r.name}: p97.5 ${r.ratio_to_health}x /health (target <= ${TARGET_RATIO}x): ${r.within_target ? 'met' : 'NOT met'}`);
  const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, load_average: os.loadavg(), connections: CONNECTIONS, seconds: SECONDS, runs: results };
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `portfolio-${report.date.slice(0, 19).replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(ROOT, file)}`);
  return results.every((r) => r.name === 'health' || r.within_target);
}

main()
  .then((met) => {
    stopBackend();
    process.exitCode = met ? 0 : 1;
  })
  .catch((error: Error) => {
    stopBackend();
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  });
