// Cart benchmark (issue 13): adding an item (POST /py/cart/v1/cashier) and reading all carts (GET get_all_carts),
// each measured beside GET /health in one run (20 connections, closed loop), target p97.5 <= 3x /health's.
// Every add runs the whole path (scheme facts, holdings, KYC, the item checks, the pair's lock, insert … on conflict,
// the cart read back); the client_refs cycle through a pool of 10, so Asha's cart stays at a real size (10 items)
// instead of growing by thousands, and repeated keys exercise the idempotent path.
//
// Usage: npm run bench:cart
// The first run seeds the demo into its own database in BENCH_DATA_DIR (default .data/bench-cart); later runs reuse it.
// Options (env): BENCH_SECONDS (default 10 per endpoint), BENCH_CONNECTIONS (20), BENCH_PORT (4121).
// Writes bench/results/cart-<date>.json. Compare ratios within one run, never absolute figures across runs.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';
import { userId } from '@/server/db/seed/ids';
import { login } from './portfolio/login';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', 'bench-cart'));
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const TARGET_RATIO = 3;
const ASHA = '9000000001';
const NOT_HELD_SCHEME = 109830;
const REFS = Array.from({ length: 10 }, () => randomUUID());

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/** CONNECTIONS loops each sending one request after the other for SECONDS; latencies of every answer. */
async function measure(name: string, send: (n: number) => Promise<Response>) {
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await send(sent++);
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!res.ok) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const run = {
    name,
    requests: latencies.length,
    failures,
    req_per_s: Math.round(latencies.length / SECONDS),
    p50_ms: percentile(latencies, 50),
    p97_5_ms: percentile(latencies, 97.5),
    p99_ms: percentile(latencies, 99),
  };
  console.log(`${name.padEnd(16)} p50 ${run.p50_ms} ms  p97.5 ${run.p97_5_ms} ms  ${run.req_per_s} req/s  (${run.requests} requests, ${failures} failed)`);
  return run;
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const base = startBackend(Number(process.env.BENCH_PORT) || 4121, { DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite') });
  await waitForHealth(base, 600_000);
  const asha = { ...(await login(base, ASHA)), 'content-type': 'application/json' };
  const user = userId(ASHA);
  const add = (n: number) =>
    fetch(`${base}/py/cart/v1/cashier/`, {
      method: 'POST',
      headers: asha,
      body: JSON.stringify({
        user_id: user,
        cart_type: 'purchase_lumpsum',
        items: [{ scheme_code: NOT_HELD_SCHEME, amount_paise: 5_000_00, client_ref: REFS[n % REFS.length] }],
      }),
    });
  const readAll = () => fetch(`${base}/py/cart/v1/cashier/get_all_carts/${user}/null`, { headers: asha });
  const first = await add(0);
  if (first.status !== 201) throw new Error(`add: ${first.status} ${await first.text()}`);
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/health`);
    await (await add(i)).arrayBuffer();
    await (await readAll()).arrayBuffer();
  }
  const runs = [
    await measure('health', () => fetch(`${base}/health`)),
    await measure('add an item', add),
    await measure('read all carts', readAll),
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
  const file = path.join(dir, `cart-${report.date.slice(0, 19).replace(/:/g, '-')}.json`);
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
