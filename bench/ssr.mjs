#!/usr/bin/env node
// Server rendering speed (issue 5, item 8): requests per second and p50/p95 latency of /mutual-funds and a fund
// page, against /about (static HTML) in the same run, with autocannon. Prints each page's ratios to /about.
//
// Usage: node bench/ssr.mjs                      measures the demo at BASE_URL (default http://localhost:3000),
//                                                starting one (npm run demo) when nothing answers there
//        BASE_URL=http://localhost:3400 node bench/ssr.mjs
// Options (env): BENCH_SECONDS (default 10 per page), BENCH_CONNECTIONS (default 10), BENCH_FUND_PATH.
// Writes bench/results/ssr-<date>.json. The server and autocannon share the machine's cores: compare ratios
// within one run, never absolute req/s across runs or machines.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, fundPagePath, stamp, openDemo } from './demo.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

async function measure(base, name, pagePath) {
  const latencies = [];
  const instance = autocannon({ url: base + pagePath, connections: CONNECTIONS, duration: SECONDS });
  // autocannon's summary has no p95: keep every response's latency.
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const run = {
    name,
    path: pagePath,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    req_per_s: Math.round(result.requests.average * 10) / 10,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
  };
  console.log(`${name.padEnd(13)} ${String(run.req_per_s).padStart(7)} req/s  p50 ${String(run.p50_ms).padStart(6)} ms  p95 ${String(run.p95_ms).padStart(6)} ms  (${run.requests} requests, ${run.non_2xx} non-2xx, ${run.errors} errors)`);
  return run;
}

async function main() {
  const demo = await openDemo();
  try {
    const { base } = demo;
    const fundPath = await fundPagePath(base);
    const pages = [
      ['about', '/about'],
      ['mutual-funds', '/mutual-funds'],
      ['fund page', fundPath],
    ];
    for (const [, p] of pages) {
      const res = await fetch(base + p);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    }
    // Warm up: compile paths, fill the backend's caches and the JIT before anything is timed.
    for (const [, p] of pages) for (let i = 0; i < 20; i++) await (await fetch(base + p)).arrayBuffer();
    console.log(`${base}: ${CONNECTIONS} connections, ${SECONDS} s per page`);

    const runs = [];
    for (const [name, p] of pages) runs.push(await measure(base, name, p));
    const about = runs[0];
    for (const run of runs.slice(1)) {
      run.req_per_s_ratio_to_about = Number((run.req_per_s / about.req_per_s).toFixed(3));
      run.p50_ratio_to_about = Number((run.p50_ms / about.p50_ms).toFixed(2));
      run.p95_ratio_to_about = Number((run.p95_ms / about.p95_ms).toFixed(2));
      console.log(`${run.name}: ${run.req_per_s_ratio_to_about}x the req/s of /about; p50 ${run.p50_ratio_to_about}x, p95 ${run.p95_ratio_to_about}x its latency`);
    }

    const report = {
      date: new Date().toISOString(),
      base,
      node: process.version,
      cpus: os.cpus().length,
      load_average: os.loadavg().map((l) => Number(l.toFixed(2))),
      connections: CONNECTIONS,
      seconds_per_page: SECONDS,
      runs,
    };
    const dir = path.join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `ssr-${stamp()}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written ${path.relative(ROOT, file)}`);
    return runs.every((r) => r.non_2xx === 0 && r.errors === 0);
  } finally {
    demo.stop();
  }
}

main()
  .then((clean) => {
    process.exitCode = clean ? 0 : 1;
  })
  .catch((error) => {
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  });
