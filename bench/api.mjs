#!/usr/bin/env node
// API benchmark of the market-data provider (issue 3, item 10): GET /health, the filtered fund list over all
// schemes, and a fund page's data (fund + returns + one year of NAVs), in one run against one server, with
// autocannon (20 connections). Target: the p95 of each within 3x the p95 of /health.
//
// Usage: npm run bench:api            starts the backend itself on BENCH_PORT (default 4100) over its own
//                                      embedded database in .data/bench/ (seeded on the first run), then stops it
//        API_URL=http://host:4000 npm run bench:api   measures a running backend instead
//        BENCH_DATABASE_URL=postgres://… npm run bench:api   the same over PostgreSQL (seeded when empty)
// Options (env): BENCH_SECONDS (default 10 per endpoint), BENCH_CONNECTIONS (default 20); MARKET_CACHE_ENTRIES=0
// (passed to the backend it starts) measures the queries without the market service's response cache.
// Writes bench/results/api-<date>.json. Compare ratios within one run, never absolute req/s across machines.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const TARGET_RATIO = 3;
const FUND_CODE = Number(process.env.BENCH_FUND) || 122640; // Parag Parikh Flexi Cap (Regular, Growth): 10 years of NAVs
const LIST_PATH = '/market/funds?category=Equity%20Scheme&sort=returns&page=2';

let base = process.env.API_URL?.replace(/\/$/, '');

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/** One autocannon run; latencies are recorded per response, since autocannon's summary has no p95. */
async function measure(name, requests) {
  const latencies = [];
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const summary = {
    name,
    paths: requests.map((r) => r.path),
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    req_per_s: Math.round(result.requests.average),
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
  };
  console.log(`${name.padEnd(12)} p50 ${String(summary.p50_ms).padStart(4)} ms  p95 ${String(summary.p95_ms).padStart(4)} ms  ${summary.req_per_s} req/s  (${summary.requests} requests, ${summary.non_2xx} non-2xx)`);
  return summary;
}

async function fundPageRequests() {
  const res = await fetch(`${base}/market/funds/${FUND_CODE}`);
  if (!res.ok) throw new Error(`fund ${FUND_CODE} is not in this database (${res.status}): seed the market data first`);
  const fund = (await res.json()).data;
  const yearAgo = new Date(`${fund.nav_date}T00:00:00Z`);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return [
    { method: 'GET', path: `/market/funds/${fund.slug}` },
    { method: 'GET', path: `/market/funds/${FUND_CODE}/returns` },
    { method: 'GET', path: `/market/funds/${FUND_CODE}/nav?from=${yearAgo.toISOString().slice(0, 10)}` },
  ];
}

async function main() {
  if (!base) {
    base = startBackend(Number(process.env.BENCH_PORT) || 4100);
    console.log(`starting the backend at ${base} (a first run seeds its empty database, which takes a minute)`);
    await waitForHealth(base, 300_000);
  }
  const health = await (await fetch(`${base}/health`)).json();
  const pageRequests = await fundPageRequests();
  console.log(`${base}: ${health.data?.engine ?? 'unknown'} engine, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);

  // Warm up caches and JIT on every path before anything is timed.
  for (const r of [{ path: '/health' }, { path: LIST_PATH }, ...pageRequests]) for (let i = 0; i < 20; i++) await fetch(base + r.path);
  // The market service keeps answers in memory until the next import (MARKET_CACHE_ENTRIES=0 turns that off).
  const cache = (await fetch(base + LIST_PATH)).headers.get('x-cache') === 'hit' ? 'on' : 'off';
  console.log(`market response cache: ${cache}`);

  const runs = [
    await measure('health', [{ method: 'GET', path: '/health' }]),
    await measure('fund list', [{ method: 'GET', path: LIST_PATH }]),
    await measure('fund page', pageRequests),
  ];
  const healthP95 = runs[0].p95_ms;
  for (const run of runs.slice(1)) {
    run.p95_ratio_to_health = Number((run.p95_ms / healthP95).toFixed(2));
    run.within_target = run.p95_ratio_to_health <= TARGET_RATIO && run.non_2xx === 0 && run.errors === 0;
    console.log(`${run.name}: p95 ${run.p95_ratio_to_health}x /health (target <= ${TARGET_RATIO}x): ${run.within_target ? 'met' : 'NOT met'}`);
  }

  const report = {
    date: new Date().toISOString(),
    base,
    engine: health.data?.engine ?? null,
    response_cache: cache,
    node: process.version,
    cpus: os.cpus().length,
    load_average: os.loadavg().map((l) => Number(l.toFixed(2))),
    connections: CONNECTIONS,
    seconds_per_endpoint: SECONDS,
    target_p95_ratio: TARGET_RATIO,
    runs,
  };
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.date.slice(0, 19).replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(ROOT, file)}`);
  return runs.every((r) => r.name === 'health' || r.within_target);
}

main()
  .then((met) => {
    stopBackend();
    process.exitCode = met ? 0 : 1;
  })
  .catch((error) => {
    stopBackend();
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  });
