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
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';
import { measure, reportAgainstHealth, runBench } from './closedLoop';
import { userId } from '@/server/db/seed/ids';
import { BENCH_INVESTOR_MOBILE } from './portfolio/investor';
import { login } from './portfolio/login';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', 'bench-portfolio'));
const SCALE = 10_000;
const TARGET_RATIO = 3;
const SCALE_EXPERT_MOBILE = '9000000199';

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
    await measure('health', () => fetch(`${base}/health`)),
    await measure('summary (500 txns)', () => fetch(base + summaryPath, { headers: investor })),
    await measure('listing (10k)', () => fetch(base + listingPath, { headers: expert })),
  ];
  return reportAgainstHealth('portfolio', ROOT, runs, TARGET_RATIO);
}

runBench(main, stopBackend);
