#!/usr/bin/env node
// Every goal of issue 17 in one run: render speed (bench/ssr.mjs), first-load JavaScript (bench/first-load.mjs),
// Lighthouse (bench/lighthouse.mjs) against one demo, and search suggestions (bench/search-suggest.ts, on a backend
// of its own, as it always starts one with the search limit lifted). Each bench runs as it would alone, one after
// the other; this prints their goal lines together and exits 1 when one is not met.
//
// Usage: npm run bench:goals        (BASE_URL as for the others; BENCH_SECONDS and LH_RUNS pass through)
import { spawn } from 'node:child_process';
import { ROOT, openDemo } from './demo.mjs';

const FIRST_LOAD_PAGES = ['/about', '/', '/mutual-funds', '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640'];

const BENCHES = [
  { name: 'render speed', args: ['bench/ssr.mjs'] },
  { name: 'first-load JavaScript', args: ['bench/first-load.mjs', ...FIRST_LOAD_PAGES] },
  { name: 'Lighthouse', args: ['bench/lighthouse.mjs'] },
  { name: 'search suggestions', args: ['--import', 'tsx', 'bench/search-suggest.ts'] },
];

/** A line that judges a goal: each bench ends such lines with 'met' or 'NOT met'. */
const isVerdict = (line) => /(^|\s)(NOT )?met$/.test(line.trim());

function run(bench, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, bench.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ...bench, code, verdicts: out.split('\n').filter(isVerdict) }));
  });
}

async function main() {
  const demo = await openDemo();
  const results = [];
  try {
    for (const bench of BENCHES) {
      console.log(`\n=== ${bench.name} ===`);
      results.push(await run(bench, { ...process.env, BASE_URL: demo.base }));
    }
  } finally {
    demo.stop();
  }
  console.log(`\n=== every goal (${new Date().toISOString()}) ===`);
  let allMet = true;
  for (const result of results) {
    console.log(`${result.name}${result.code === 0 ? '' : ` (the bench exited with ${result.code})`}:`);
    if (result.verdicts.length === 0) {
      console.log('  no goal line printed');
      allMet = false;
    }
    for (const line of result.verdicts) {
      console.log(`  ${line.trim()}`);
      if (/NOT met$/.test(line.trim())) allMet = false;
    }
  }
  console.log(allMet ? 'all goals met' : 'some goals NOT met');
  return allMet;
}

main().then(
  (met) => (process.exitCode = met ? 0 : 1),
  (error) => {
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  },
);
