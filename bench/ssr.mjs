#!/usr/bin/env node
// Server rendering speed against a bare Next.js app of the same version, side by side in one run (issue 17): req/s
// and p97.5 latency of the bare app's getServerSideProps, static and ISR pages, and of our /, /about, /mutual-funds, a
// category view, arbitrary filter views and a fund page, with autocannon. Prints each page's ratio to the bare
// getServerSideProps page and whether the goals are met.
//
// Usage: node bench/ssr.mjs                      measures the demo at BASE_URL (default http://localhost:3000),
//                                                starting one (npm run demo) when nothing answers there
//        BASE_URL=http://localhost:3400 node bench/ssr.mjs
// Options (env): BENCH_SECONDS (default 10 per page), BENCH_CONNECTIONS (default 20), BENCH_FUND_PATH,
// BARE_PORT (default: the web port + 1; bench/bare is built on first use), BENCH_PAGES (comma-separated names of
// the pages to measure, e.g. 'filter view,/mutual-funds,fund page'; the bare gSSP and static pages, the floors of
// the goals, are always measured; goals whose page was left out are not judged).
// Writes bench/results/ssr-<date>.json. The servers and autocannon share the machine's cores (one server is
// measured at a time, the other idles): compare ratios within one run, never absolute req/s across runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openBare } from './bare.mjs';
import { ROOT, fundPagePath, stamp, openDemo } from './demo.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
/** The floors every goal is a ratio to: measured in every run. */
const FLOORS = ['bare gSSP', 'bare static'];
const ONLY = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((name) => name.trim()).filter(Boolean) : null;

/**
 * Combinations of filters that are not cached views: each request of the run takes the next one. The web server keeps
 * them as their Cache-Control allows a shared cache (scripts/page-cache.mjs), so after the warm-up these measure
 * views people come back to; 'filter view, first render' below measures views nobody asked for before.
 */
const FILTER_VIEWS = ['Equity Scheme', 'Debt Scheme', 'Hybrid Scheme'].flatMap((category) =>
  ['Direct', 'Regular'].flatMap((plan) =>
    ['Growth', 'IDCW'].map((option) => `/mutual-funds?${new URLSearchParams({ category, plan, option })}`),
  ),
);

/**
 * Views that no request has asked for before (every fund house with every plan, option and order), each asked once:
 * what the per-request render costs when no cache holds the view. Shown, not a goal.
 */
async function firstRenderViews(base) {
  const res = await fetch(`${base}/api/market/funds/meta/filters`);
  if (!res.ok) throw new Error(`the filter values answered ${res.status}`);
  const houses = (await res.json()).data.fund_houses.map((f) => f.fund_house);
  const run = Date.now().toString(36); // a value no earlier run used, so no view is in the cache already
  return houses.flatMap((fund_house) =>
    ['Direct', 'Regular'].flatMap((plan) =>
      ['Growth', 'IDCW'].flatMap((option) =>
        ['returns_3y', 'returns_5y', 'nav', 'name'].map(
          (sort) => `/mutual-funds?${new URLSearchParams({ fund_house, plan, option, sort, bench: run })}`,
        ),
      ),
    ),
  );
}

/** The goals, as ratios of req/s to a bare page measured in the same run. */
const GOALS = [
  { name: '/mutual-funds', floor: 'bare gSSP', min: 1.0 },
  { name: 'fund page', floor: 'bare gSSP', min: 1.0 },
  { name: 'filter view', floor: 'bare gSSP', min: 0.5 },
  { name: '/about', floor: 'bare static', min: 0.8 },
];

async function measure(base, name, paths, { once = false } = {}) {
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    // Each path once (as many requests as paths, or fewer when the time runs out first), or round and round.
    ...(once ? { amount: paths.length, duration: SECONDS } : { duration: SECONDS }),
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const result = await instance;
  const run = {
    name,
    path: paths.length === 1 ? paths[0] : `${paths.length} paths, e.g. ${paths[0]}`,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    req_per_s: Math.round(result.requests.average * 10) / 10,
    p50_ms: result.latency.p50,
    p97_5_ms: result.latency.p97_5,
  };
  console.log(`  ${name}: ${run.req_per_s} req/s, p97.5 ${run.p97_5_ms} ms (${run.requests} requests, ${run.non_2xx} non-2xx, ${run.errors} errors)`);
  return run;
}

async function warm(base, paths) {
  for (const p of paths) {
    const res = await fetch(base + p);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  }
  // Compile paths, fill the render cache and the backend's caches, warm the JIT before anything is timed.
  for (let i = 0; i < 20; i++) for (const p of paths) await (await fetch(base + p)).arrayBuffer();
}

function table(runs) {
  const gssp = runs.find((r) => r.name === 'bare gSSP');
  const staticRun = runs.find((r) => r.name === 'bare static');
  const lines = ['| page | req/s | × bare gSSP page | p97.5 |', '|---|---|---|---|'];
  for (const run of runs) {
    run.ratio_to_bare_gssp = Number((run.req_per_s / gssp.req_per_s).toFixed(3));
    run.ratio_to_bare_static = Number((run.req_per_s / staticRun.req_per_s).toFixed(3));
    const extra = run.name === '/about' || run.name === 'bare ISR' ? ` (${run.ratio_to_bare_static} of the bare static page)` : '';
    lines.push(`| ${run.name} | ${Math.round(run.req_per_s).toLocaleString('en')} | ${run.ratio_to_bare_gssp}${extra} | ${run.p97_5_ms} ms |`);
  }
  return lines.join('\n');
}

function goals(runs) {
  return GOALS.filter((goal) => runs.some((r) => r.name === goal.name)).map((goal) => {
    const run = runs.find((r) => r.name === goal.name);
    const floor = runs.find((r) => r.name === goal.floor);
    const ratio = Number((run.req_per_s / floor.req_per_s).toFixed(3));
    return { ...goal, ratio, met: ratio >= goal.min };
  });
}

async function main() {
  const demo = await openDemo();
  const port = Number(new URL(demo.base).port) || 3000;
  let bare;
  try {
    bare = await openBare(Number(process.env.BARE_PORT) || port + 1);
    const fundPath = await fundPagePath(demo.base);
    const allPages = [
      ['bare gSSP', bare.base, ['/gssp']],
      ['bare static', bare.base, ['/static']],
      // Shown for comparison, not a goal: the bare app's own getStaticProps page (render cache, as /about).
      ['bare ISR', bare.base, ['/isr']],
      ['/', demo.base, ['/']],
      ['/about', demo.base, ['/about']],
      ['/mutual-funds', demo.base, ['/mutual-funds']],
      ['category view', demo.base, ['/mutual-funds?category=Equity+Scheme']],
      ['filter view', demo.base, FILTER_VIEWS],
      ['filter view, first render', demo.base, await firstRenderViews(demo.base), { once: true }],
      ['fund page', demo.base, [fundPath]],
    ];
    const unknown = (ONLY ?? []).filter((name) => !allPages.some(([page]) => page === name));
    if (unknown.length > 0) throw new Error(`BENCH_PAGES names no page: ${unknown.join(', ')} (pages: ${allPages.map(([p]) => p).join(', ')})`);
    const pages = ONLY ? allPages.filter(([name]) => FLOORS.includes(name) || ONLY.includes(name)) : allPages;
    for (const [, base, paths, options] of pages) if (!options?.once) await warm(base, paths);
    console.log(`${demo.base} against the bare app at ${bare.base}: ${CONNECTIONS} connections, ${SECONDS} s per page`);

    const runs = [];
    for (const [name, base, paths, options] of pages) runs.push(await measure(base, name, paths, options));
    console.log(`\n${table(runs)}\n`);
    const verdicts = goals(runs);
    for (const v of verdicts) console.log(`goal ${v.name} ≥ ${v.min}× ${v.floor}: ${v.ratio}× ${v.met ? 'met' : 'NOT met'}`);

    const report = {
      date: new Date().toISOString(),
      base: demo.base,
      bare: bare.base,
      node: process.version,
      cpus: os.cpus().length,
      load_average: os.loadavg().map((l) => Number(l.toFixed(2))),
      connections: CONNECTIONS,
      seconds_per_page: SECONDS,
      runs,
      goals: verdicts,
    };
    const dir = path.join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `ssr-${stamp()}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written ${path.relative(ROOT, file)}`);
    return runs.every((r) => r.non_2xx === 0 && r.errors === 0);
  } finally {
    bare?.stop();
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
