#!/usr/bin/env -S npx tsx
// Orders under load, with issue 31's money rules (issue 13's bench, extended). INVESTORS investors at once for SECONDS,
// each taking the scenarios of scenarios.ts in turn: (a) a normal checkout of 5 lumpsums, paid; (b) an order cancelled
// before payment, then Approve pressed on the page opened before; (c) a cancel after payment; (d) the cart changed after
// the SMS (edited or added to), the old code, then a new one, sometimes racing an edit; (e) "redeem all" twice at once;
// (f) the bank's Approve posted twice at once; (g) a cancel racing Approve. At the end the sandbox fund house allots
// what is due, the backends stop, and checks.ts reads the database: 0 money without units, 0 units without money,
// 0 orders differing from what their OTP confirmed, 0 duplicate folios, 0 units sold twice, 0 orders lost or doubled.
//
// Usage: npm run bench:orders (BENCH_INVESTORS=20 BENCH_SECONDS=20 for a short run)
// The first run seeds its own database in BENCH_DATA_DIR (default .data/bench-orders, .data/bench-orders-pg on
// PostgreSQL): the AMFI data, the demo and `--scale` generated clients; later runs reuse it. Options (env):
// BENCH_INVESTORS (200), BENCH_SECONDS (60), BENCH_PORT (4130), BENCH_DATABASE_URL (PostgreSQL instead of the
// embedded database), BENCH_COPIES (2 on PostgreSQL: two backends on BENCH_PORT and the next port, the investors
// spread over them; PGlite admits one process, so one copy there). Writes bench/results/orders-load-<date>.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from '../backend.mjs';
import { login } from '../portfolio/login';
import { clearCart, runFundHouse } from './api';
import { checkRun, violations } from './checks';
import { SCENARIOS, SCENARIO_NAMES } from './scenarios';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', DATABASE_URL ? 'bench-orders-pg' : 'bench-orders'));
const INVESTORS = Number(process.env.BENCH_INVESTORS) || 200;
const SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const PORT = Number(process.env.BENCH_PORT) || 4130;
const COPIES = DATABASE_URL ? Math.max(1, Number(process.env.BENCH_COPIES) || 2) : 1;
const DB_ENV = { DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite'), DATABASE_URL };

// About nine in ten generated clients have a verified KYC (the rest cannot buy): seed enough of them.
const SCALE = Math.ceil(INVESTORS * 1.2);

function seedIfNeeded() {
  const marker = path.join(DATA_DIR, `seeded-${SCALE}`);
  if (existsSync(marker)) return;
  console.log(`seeding ${DATABASE_URL ? 'PostgreSQL' : DATA_DIR} (AMFI data, demo, ${SCALE} scale clients): minutes the first time`);
  // The scale seed adds only the clients still missing, so a larger run reuses the smaller one's.
  const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--scale', String(SCALE)], { cwd: ROOT, env: { ...process.env, ...DB_ENV }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('npm run db:seed failed');
  writeFileSync(marker, new Date().toISOString());
}

/** The bench database, opened directly while no backend holds it (PGlite admits one process). */
async function withDatabase(work) {
  const { openPglite, openPostgres } = await import('../../server/db/client');
  const handle = DATABASE_URL ? openPostgres(DATABASE_URL, { max: 2 }) : openPglite(DB_ENV.PGLITE_DIR);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

const BACKEND_ENV = {
  ...DB_ENV,
  SEED_ON_EMPTY: '0',
  OTP_LIMIT_NUMBER_10MIN: '100000',
  OTP_LIMIT_NUMBER_DAY: '100000',
  OTP_LIMIT_ADDRESS_10MIN: '100000',
  // Every round starts one or more checkouts for one of a few investors: far more than a person's 3 codes in 10 minutes.
  CHECKOUT_OTP_LIMIT_10MIN: '100000',
  CHECKOUT_OTP_LIMIT_DAY: '100000',
  // The sandbox's fund-house run on demand (off by default in production mode): "redeem all" needs allotted units.
  ORDERS_SANDBOX: '1',
};

/** One fund-house run per copy at a time; a caller arriving during a run waits for the next one, which sees its payment. */
function fundHouseOf(base) {
  let current = null;
  let next = null;
  const request = () => {
    if (!current) {
      current = runFundHouse(base).finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current.catch(() => {}).then(() => {
      next = null;
      return request();
    });
    return next;
  };
  return request;
}

const count = (map, key) => {
  map[key] = (map[key] ?? 0) + 1;
};

/** One investor's loop: the scenarios in turn, each investor starting at another one so that all run at once. */
async function investorLoop(investor, index, until, stats, placed, fundHouse) {
  const turns = {};
  let dirty = false;
  for (let k = index; Date.now() < until; k += 1) {
    const name = SCENARIO_NAMES[k % SCENARIO_NAMES.length];
    const s = stats[name];
    s.runs += 1;
    turns[name] = (turns[name] ?? 0) + 1;
    try {
      // A round that failed half-way may have left lines in the cart, which the next checkout would place too.
      if (dirty) await clearCart(investor.who, 'purchase_lumpsum');
      dirty = false;
      await SCENARIOS[name]({
        who: investor.who,
        paid: investor.paid,
        variant: index + turns[name] - 1,
        placed: (orders) => placed.push(...orders.map((o) => o.order_no)),
        outcome: (label) => count(s.outcomes, label),
        violation: (detail) => s.violations.push(detail),
        fundHouse: () => fundHouse(investor.who.base).then(() => {}),
      });
    } catch (error) {
      dirty = true;
      s.errors.push(error.message);
    }
  }
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  seedIfNeeded();
  const people = await withDatabase(async (handle) => {
    const { sql } = await import('drizzle-orm');
    const found = await handle.db.execute(sql.raw(`select u.id, u.mobile_no from users u join kyc_records k on k.user_id = u.id
      where k.kyc_status = 'verified' and not ('expert' = any(u.roles)) order by u.mobile_no limit ${INVESTORS}`));
    return found.rows;
  });
  if (people.length < INVESTORS) console.log(`only ${people.length} investors with a verified KYC: running with them`);

  // The copies start one after the other: each migrates the database and makes the shared secret files on start.
  const bases = [];
  for (let i = 0; i < COPIES; i += 1) {
    bases.push(startBackend(PORT + i, BACKEND_ENV));
    await waitForHealth(bases[i], 300_000);
  }
  const funds = new Map(bases.map((b) => [b, fundHouseOf(b)]));
  const fundHouse = (base) => funds.get(base)();
  const stats = Object.fromEntries(SCENARIO_NAMES.map((n) => [n, { runs: 0, outcomes: {}, errors: [], violations: [] }]));
  const placed = [];
  let since;
  let started;
  let finalRun;
  try {
    const investors = [];
    for (const [i, p] of people.entries()) {
      const base = bases[i % bases.length];
      investors.push({ who: { id: p.id, mobile: p.mobile_no, base, headers: await login(base, p.mobile_no) }, paid: [] });
    }
    console.log(`${investors.length} investors logged in on ${bases.length} backend cop${bases.length > 1 ? 'ies' : 'y'}; the mix runs for ${SECONDS} s`);
    since = new Date();
    started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(investors.map((inv, i) => investorLoop(inv, i, until, stats, placed, fundHouse)));
    // Allot everything due, on every copy at once (their claims must not collide), then once more to be sure.
    await Promise.all(bases.map((b) => fundHouse(b)));
    finalRun = await runFundHouse(bases[0]);
  } finally {
    await stopBackend();
  }
  const elapsed = (Date.now() - started) / 1000;
  const verdict = await withDatabase((handle) => checkRun(handle, { userIds: people.map((p) => p.id), since }, placed));
  const scenarios = Object.fromEntries(
    Object.entries(stats).map(([name, s]) => [
      name,
      { runs: s.runs, outcomes: s.outcomes, errors: s.errors.length, first_errors: [...new Set(s.errors)].slice(0, 3), violations: s.violations.slice(0, 5) },
    ]),
  );
  const broken = { ...violations(verdict), answers_breaking_rules: Object.values(stats).reduce((n, s) => n + s.violations.length, 0) };
  const errors = Object.values(stats).reduce((n, s) => n + s.errors.length, 0);
  const report = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, engine: DATABASE_URL ? 'postgres' : 'pglite', copies: bases.length,
    investors: people.length, seconds: SECONDS, elapsed_s: Number(elapsed.toFixed(1)),
    rounds: Object.values(stats).reduce((n, s) => n + s.runs, 0), orders_per_s: Number((placed.length / elapsed).toFixed(1)), errors,
    violations: broken, passed: errors === 0 && Object.values(broken).every((n) => n === 0),
    final_fund_house_run: finalRun, scenarios, ...verdict,
  };
  console.log(JSON.stringify(report, null, 2));
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `orders-load-${report.date.slice(0, 19).replace(/:/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return report.passed;
}

main()
  .then((met) => {
    process.exitCode = met ? 0 : 1;
  })
  .catch(async (error) => {
    await stopBackend();
    console.error(`bench failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  });
