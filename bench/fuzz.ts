#!/usr/bin/env -S npx tsx
// Route fuzzing (hardening issue, "Durability and load"): every route the backend registers gets generated paths,
// queries, bodies and headers, anonymous and logged in as the demo investor and expert. Target: no answer >= 500,
// no stack trace, none slower than 2 s. Runs the app in-process over a fresh database with the full demo seeded.
//
// Usage: npm run bench:fuzz                     in-memory PGlite
//        DATABASE_URL=postgres://… npm run bench:fuzz   PostgreSQL: a fresh database is created there and dropped after
// Options (env): FUZZ_RUNS (default 60 per route and persona), FUZZ_SEED (default 20261123), FUZZ_SLOW_MS (2000),
// FUZZ_SEED_DATA=light (people and content only, no market data: faster).
// Writes bench/results/fuzz-<date>.json with every finding. Exit code 1 when a target is missed.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb } from '@/server/db/testing';
import { type Outcome, type Persona, Personas, generate, isFinding, send } from './fuzz/run';
import {
  EXPERT,
  INVESTOR,
  fuzzApp,
  learnFields,
  login,
  plausibleValues,
  routesOf,
} from './fuzz/target';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const SEED = Number(process.env.FUZZ_SEED) || 20261123;
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS) || 2000;
const PERSONAS: Persona[] = ['anonymous', 'investor', 'expert'];

/** Field names written in the backend's schemas: optional fields never show up in a "required" answer. */
function schemaFieldNames(): string[] {
  const dirs = [path.join(ROOT, 'server', 'services'), path.join(ROOT, 'utils', 'validation')];
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/schemas?\.ts$|validation\/\w+\.ts$/.test(full))
        for (const m of readFileSync(full, 'utf8').matchAll(
          /\b([a-z][a-z_]*[a-z]):\s*(z\.|\w+Schema\b)/gi,
        ))
          names.add(m[1]);
    }
  };
  dirs.forEach(walk);
  return [...names];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : 0;
}

function summarise(outcomes: Outcome[]) {
  const byRoute = new Map<string, Outcome[]>();
  for (const o of outcomes) byRoute.set(o.route, [...(byRoute.get(o.route) ?? []), o]);
  const rows = [...byRoute].map(([route, list]) => {
    const ms = list.map((o) => o.ms).sort((a, b) => a - b);
    const cls = (lo: number, hi: number) =>
      list.filter((o) => o.status >= lo && o.status < hi).length;
    return {
      route,
      requests: list.length,
      '2xx': cls(200, 300),
      '3xx': cls(300, 400),
      '4xx': cls(400, 500),
      '5xx': list.filter((o) => o.status >= 500 && !o.nul).length,
      '5xx_nul': list.filter((o) => o.status >= 500 && o.nul).length,
      stack: list.filter((o) => o.stack).length,
      unsent: cls(-1, 0),
      p99_ms: Math.round(percentile(ms, 99)),
      max_ms: Math.round(ms[ms.length - 1]),
    };
  });
  return rows;
}

async function main() {
  if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const started = Date.now();
  const handle = await createTestDb();
  const seedModule = await import('@/server/db/seed');
  if (process.env.FUZZ_SEED_DATA === 'light') {
    const { seedPeople } = await import('@/server/db/seed/parts/people');
    const { seedContent } = await import('@/server/db/seed/parts/content');
    await handle.db.transaction((tx) => seedPeople(tx));
    await handle.db.transaction((tx) => seedContent(tx, [INVESTOR]));
  } else await seedModule.seedIfEmpty(handle.db);
  const app = fuzzApp(handle);
  console.log(
    `${handle.engine} database ready and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const personas = new Personas(app, {
    investor: await login(app, INVESTOR),
    expert: await login(app, EXPERT),
  });
  const sessions = [personas.headers('investor'), personas.headers('expert')].map((headers, i) => ({
    mobile: [INVESTOR, EXPERT][i],
    headers,
  }));
  const plausible = await plausibleValues(handle);
  const dictionary = schemaFieldNames();
  const routes = routesOf(app);
  console.log(
    `${routes.length} routes, ${PERSONAS.length} personas, ${RUNS} runs each, seed ${SEED}`,
  );

  const outcomes: Outcome[] = [];
  for (const [i, route] of routes.entries()) {
    const learnt = await learnFields(app, route, sessions);
    // The route's own fields first and most often; a few names from other schemas as strays.
    const fields = [...learnt, ...learnt, ...dictionary.filter((_, j) => (j + i) % 7 === 0)];
    for (const [p, persona] of PERSONAS.entries()) {
      const samples = generate(
        route,
        persona,
        { fields, plausible, maxBodyBytes: 1024 * 1024 },
        RUNS,
        SEED + i * 10 + p,
      );
      for (const sample of samples)
        outcomes.push(await send(app, route, persona, sample, personas));
    }
  }
  await handle.close();

  const rows = summarise(outcomes);
  console.table(rows);
  const findings = outcomes.filter(isFinding);
  const nul = outcomes.filter((o) => o.status >= 500 && o.nul);
  const slow = outcomes.filter((o) => o.ms > SLOW_MS);
  const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  for (const f of findings.slice(0, 15))
    console.log(
      `FINDING ${f.route} as ${f.persona}: ${f.status}${f.stack ? ' (stack trace)' : ''}\n  request ${JSON.stringify(f.sample).slice(0, 600)}\n  answer  ${f.answer}`,
    );
  for (const f of nul.slice(0, 5))
    console.log(
      `NUL 5xx ${f.route} as ${f.persona}: ${f.status} request ${JSON.stringify(f.sample).slice(0, 300)}`,
    );
  for (const f of slow.slice(0, 5))
    console.log(
      `SLOW ${f.route} as ${f.persona}: ${Math.round(f.ms)} ms request ${JSON.stringify(f.sample).slice(0, 300)}`,
    );
  const totals = {
    engine: handle.engine,
    requests: outcomes.length,
    status_5xx: findings.filter((o) => o.status >= 500).length,
    status_5xx_nul: nul.length,
    stack_traces: outcomes.filter((o) => o.stack).length,
    slower_than_limit: slow.length,
    p99_ms: Math.round(percentile(all, 99)),
    max_ms: Math.round(all[all.length - 1]),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(JSON.stringify(totals));

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    load_average: os.loadavg(),
    runs: RUNS,
    seed: SEED,
    totals,
    routes: rows,
    findings,
    nul,
    slow,
  };
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `fuzz-${handle.engine}-${report.date.slice(0, 19).replace(/:/g, '-')}.json`,
  );
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(ROOT, file)}`);
  return findings.length === 0 && slow.length === 0;
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error) => {
    console.error(`fuzz failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
