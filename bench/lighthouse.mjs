#!/usr/bin/env node
// Lighthouse 12 (mobile: its default emulated phone and simulated slow 4G) on /, /mutual-funds and a fund page,
// several runs each, reporting the median score of performance, SEO, accessibility and best practices, the
// median of the main metrics, and every audit that failed in any run (to find what costs points).
//
// Usage: node bench/lighthouse.mjs           the demo at BASE_URL (default http://localhost:3000), started when
//                                             nothing answers there (npm run demo)
// The bare Next.js app's static page (bench/bare) is measured in the same run, the same number of times, as the
// floor the host allows: issue 17 wants each page's median performance >= 95 and no lower than the bare app's less 2.
// Options (env): LH_RUNS (default 3), LH_PATHS (comma-separated, instead of the three pages), CHROME_PATH
// (default /usr/bin/chromium), BENCH_FUND_PATH, LH_VERBOSE=1 (print each run's long tasks), BARE_PORT (default: the
// web port + 1), BARE=0 (leave the bare app out). Writes bench/results/lighthouse-<date>.json.
// Targets (issue 5): performance >= 95 and SEO 100 on / and /mutual-funds.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBare } from './bare.mjs';
import { ROOT, fundPagePath, median, stamp, openDemo } from './demo.mjs';

const RUNS = Number(process.env.LH_RUNS) || 3;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'mainthread-work-breakdown'];
const TARGETS = { performance: 95, seo: 100 };
/** Issue 17: a page's median performance may be at most this many points below the bare app's in the same run. */
const BARE_MARGIN = 2;

function lighthouse(url, outFile) {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
  const args = [url, `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${outFile}`, '--quiet', `--only-categories=${CATEGORIES.join(',')}`];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`))));
  });
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? null]));
  // Audits that count towards a category and did not pass.
  const failed = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) failed.push(`${c}: ${ref.id} (${audit.displayValue || audit.score})`);
    }
  }
  // Lighthouse's CPU benchmark of the host during the run: its 4x CPU slowdown assumes a fast desktop (about
  // 1000+); a busy or slow host scores lower and inflates blocking time, so it is kept with the scores.
  // The long tasks (simulated, so 4x what the host took) and the script each is charged to: what to cut.
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.duration)} ms ${String(t.url).split('/').pop()}`);
  return { scores, metrics, failed, long_tasks: longTasks, benchmark_index: lhr.environment?.benchmarkIndex ?? null, lcp_element: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null };
}

async function main() {
  const demo = await openDemo();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'zf-lh-'));
  let bare;
  try {
    const { base } = demo;
    const paths = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : ['/', '/mutual-funds', await fundPagePath(base)];
    const targets = paths.map((p) => ({ origin: base, path: p, label: p }));
    if (process.env.BARE !== '0') {
      bare = await openBare(Number(process.env.BARE_PORT) || (Number(new URL(base).port) || 3000) + 1);
      targets.unshift({ origin: bare.base, path: '/static', label: 'bare static' });
    }
    // One request each first, so that no run times a page's first compilation or cache fill.
    for (const t of targets) await (await fetch(t.origin + t.path)).arrayBuffer();
    const pages = [];
    for (const { origin, path: p, label } of targets) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const out = path.join(tmp, `run-${pages.length}-${i}.json`);
        await lighthouse(origin + p, out);
        runs.push(summarise(JSON.parse(readFileSync(out, 'utf8'))));
        const run = runs.at(-1);
        console.log(`${label} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}, TBT ${Math.round(run.metrics['total-blocking-time'])} ms, main-thread work ${Math.round(run.metrics['mainthread-work-breakdown'])} ms (host benchmark ${Math.round(run.benchmark_index)})`);
        if (process.env.LH_VERBOSE) console.log(`  long tasks: ${run.long_tasks.join(', ')}`);
      }
      const page = {
        path: label,
        median: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
        median_metrics_ms: Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r.metrics[m]))])),
        failed_audits: [...new Set(runs.flatMap((r) => r.failed))],
        median_benchmark_index: median(runs.map((r) => r.benchmark_index)),
        lcp_element: runs[0].lcp_element,
        runs: runs.map((r) => ({ ...r.scores, tbt_ms: Math.round(r.metrics['total-blocking-time']), long_tasks: r.long_tasks })),
      };
      pages.push(page);
      console.log(`${label} median: ${CATEGORIES.map((c) => `${c} ${page.median[c]}`).join(', ')}`);
      if (page.failed_audits.length) console.log(`  below 0.9 in some run: ${page.failed_audits.join('; ')}`);
    }
    const bareScore = pages.find((p) => p.path === 'bare static')?.median.performance ?? null;
    for (const p of pages.filter((page) => page.path !== 'bare static')) {
      const floor = Math.max(TARGETS.performance, bareScore === null ? 0 : bareScore - BARE_MARGIN);
      p.performance_goal = floor;
      p.performance_goal_met = p.median.performance >= floor;
      console.log(`goal ${p.path}: performance ${p.median.performance} >= ${floor} (95, and the bare app's ${bareScore ?? 'n/a'} less ${BARE_MARGIN}): ${p.performance_goal_met ? 'met' : 'NOT met'}`);
    }
    const report = { date: new Date().toISOString(), base, lighthouse: '12.8.2', form_factor: 'mobile', runs_per_page: RUNS, cpus: os.cpus().length, load_average: os.loadavg().map((l) => Number(l.toFixed(2))), targets: TARGETS, pages };
    const dir = path.join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lighthouse-${stamp()}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written ${path.relative(ROOT, file)}`);
    const targeted = pages.filter((p) => p.path === '/' || p.path === '/mutual-funds');
    const issue17 = pages.every((p) => p.performance_goal_met !== false);
    return issue17 && targeted.every((p) => p.median.performance >= TARGETS.performance && p.median.seo >= TARGETS.seo);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    bare?.stop();
    demo.stop();
  }
}

main()
  .then((met) => {
    process.exitCode = met ? 0 : 1;
  })
  .catch((error) => {
    console.error(`lighthouse bench failed: ${error.message}`);
    process.exitCode = 1;
  });
