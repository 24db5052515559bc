#!/usr/bin/env node
// Hostile-search benchmark: do the public search's caps keep a flood of the costliest searches they still allow
// from slowing everyone else? Measures GET /health and a fund's data (/market/funds/<code>) one request at a
// time, first alone and then while HOSTILE_CLIENTS (default 10) clients post the worst allowed searches back to
// back, and prints p50/p95 of each with the ratio loaded/alone. Target: p95 within 2x. Searches run in the search
// worker thread (server/services/search/memory/), so the flood should cost the thread that answers requests little.
//
// The backend it starts raises SEARCH_LIMIT_PER_MINUTE so that the flood is bounded by the caps alone (all
// clients share one address here; the per-address limit would otherwise refuse most of them in a few seconds).
//
// Usage: npm run bench:search         starts the backend on BENCH_PORT (default 4400) over the embedded database
//                                      in .data/bench/pglite (seeded on the first run; shared with bench:api)
//        BENCH_DATABASE_URL=postgres://… npm run bench:search   the same over PostgreSQL (seeded when empty)
//        API_URL=http://host:4400 npm run bench:search          measures a running backend instead
// Options (env): BENCH_SECONDS (default 15 per phase), HOSTILE_CLIENTS (default 10), BENCH_FUND (default 122640).
import { fork } from 'node:child_process';
import os from "node:os";
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 15;
const CLIENTS = Number(process.env.HOSTILE_CLIENTS) || 10;
const FUND_CODE = Number(process.env.BENCH_FUND) || 122640;
const TARGET_RATIO = 2;

/** The costliest bodies the caps allow (200 characters, 12 words, size 50, from 1000), in both request forms. */
const HOSTILE = [
  // Twelve one-letter prefixes: every word matches a large share of all lexemes; nothing has all of them, so
  // the trigram fallback runs as well.
  { query: 'a e i o u s t n r l m c', size: 50 },
  // No full-text match, 64 characters (the longest text that still gets the trigram fallback).
  { query: 'qzx'.repeat(21) + 'q', size: 50 },
  // A word in nearly every fund, ranked in full, then skipped to the furthest page.
  { size: 50, from: 1000, query: { multi_match: { query: 'fund', type: 'phrase' } } },
  { size: 50, query: { multi_match: { query: 'f g d p o s', type: 'phrase' } } },
  // 200 characters in 12 long words.
  { query: Array.from({ length: 12 }, (_, i) => `${'abcdefghijklmnop'.slice(0, 15)}${i % 10}`).join(' ').slice(0, 200), size: 50 },
];

let base = process.env.API_URL?.replace(/\/$/, '');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One request at a time for SECONDS, alternating the light paths, as a person browsing would. */
async function measureLight(paths) {
  // How late this process's own event loop runs: part of what a light request's time shows that is not the
  // backend's (the flood has its own process, but shares the machine's cores).
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const times = Object.fromEntries(paths.map((p) => [p, []]));
  const until = Date.now() + SECONDS * 1000;
  for (let i = 0; Date.now() < until; i++) {
    const p = paths[i % paths.length];
    const started = performance.now();
    const res = await fetch(`${base}${p}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    times[p].push(performance.now() - started);
  }
  loopDelay.disable();
  const stats = Object.fromEntries(
    Object.entries(times).map(([p, list]) => {
      list.sort((a, b) => a - b);
      return [p, { n: list.length, p50: percentile(list, 50), p95: percentile(list, 95) }];
    }),
  );
  return { stats, clientLoopDelayP95: loopDelay.percentile(95) / 1e6 };
}

/**
 * The flood runs in a child process of its own: an attacker's clients are other machines, and ten fetch loops in
 * this process would delay the event loop that times the light requests, which would then read a slow client as a
 * slow backend. It still shares the machine's cores with the backend, as a busy neighbour would.
 * Started with `--flood <base>`: CLIENTS loops posting hostile searches back to back until the parent sends
 * 'stop'; then it sends back its counts by status and the searches' times.
 */
async function floodProcess(target) {
  const statuses = {};
  const searchTimes = [];
  let done = false;
  process.on('message', (message) => {
    if (message === 'stop') done = true;
  });
  const client = async (n) => {
    for (let i = n; !done; i++) {
      const started = performance.now();
      const res = await fetch(`${target}/search/_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(HOSTILE[i % HOSTILE.length]),
      });
      await res.arrayBuffer();
      searchTimes.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  process.send('started');
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  process.send({ statuses, searchTimes }, () => process.disconnect());
}

/** Starts the flood's process; resolves once its clients are sending. `stop()` ends it and resolves its results. */
async function startFlood() {
  const child = fork(fileURLToPath(import.meta.url), ['--flood', base], { stdio: 'inherit' });
  if (process.env.FLOOD_NICE) os.setPriority(child.pid, Number(process.env.FLOOD_NICE));
  const results = new Promise((resolve, reject) => {
    child.on('message', (message) => message !== 'started' && resolve(message));
    child.on('exit', (code) => code && reject(new Error(`the flood process exited with code ${code}`)));
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    stop: () => {
      child.send('stop');
      return results;
    },
  };
}

const ms = (v) => `${v.toFixed(1)} ms`;

async function main() {
  if (!base) {
    // The flood is bounded by the caps alone: all clients share one address here.
    base = startBackend(Number(process.env.BENCH_PORT) || 4400, { SEARCH_LIMIT_PER_MINUTE: '1000000', MARKET_CACHE_ENTRIES: '0' });
    console.log(`starting the backend at ${base} (the first run seeds the database; allow some minutes)…`);
    await waitForHealth(base, 30 * 60 * 1000);
  }
  const fund = `/market/funds/${FUND_CODE}`;
  if (!(await fetch(`${base}${fund}`)).ok) throw new Error(`fund ${FUND_CODE} is not in this database: seed the market data first`);
  const paths = ['/health', fund];

  // Each hostile body alone, so the report says what one costs.
  for (const body of HOSTILE) {
    const started = performance.now();
    const res = await fetch(`${base}/search/_search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    console.log(`hostile search alone: ${res.status} in ${ms(performance.now() - started)}  ${JSON.stringify(body).slice(0, 90)}`);
  }

  await measureLight(paths.map((p) => p)); // warm-up, not counted
  const { stats: alone, clientLoopDelayP95: aloneDelay } = await measureLight(paths);
  const flood = await startFlood();
  await new Promise((r) => setTimeout(r, 1000)); // let the flood fill the queue
  const { stats: loaded, clientLoopDelayP95: loadedDelay } = await measureLight(paths);
  const load = await flood.stop();

  load.searchTimes.sort((a, b) => a - b);
  console.log(`\n${CLIENTS} hostile clients: ${load.searchTimes.length} searches, statuses ${JSON.stringify(load.statuses)}, ` +
    `search p50 ${ms(percentile(load.searchTimes, 50))} p95 ${ms(percentile(load.searchTimes, 95))}`);
  console.log(`bench process event-loop delay p95: alone ${ms(aloneDelay)}, under flood ${ms(loadedDelay)}`);
  let worst = 0;
  for (const p of paths) {
    const a = alone[p];
    const l = loaded[p];
    const ratio = l.p95 / a.p95;
    worst = Math.max(worst, ratio);
    console.log(`${p.padEnd(22)} alone p50 ${ms(a.p50)} p95 ${ms(a.p95)} (n=${a.n}) | under flood p50 ${ms(l.p50)} p95 ${ms(l.p95)} (n=${l.n}) | p95 ratio ${ratio.toFixed(2)}x`);
  }
  console.log(`\nworst p95 ratio ${worst.toFixed(2)}x (target <= ${TARGET_RATIO}x): ${worst <= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
  process.exitCode = worst <= TARGET_RATIO ? 0 : 1;
}

const floodArg = process.argv.indexOf('--flood');
(floodArg > 0 ? floodProcess(process.argv[floodArg + 1]) : main())
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => floodArg > 0 || stopBackend());
