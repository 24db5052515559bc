#!/usr/bin/env -S npx tsx
// Order load (issue 13): INVESTORS investors at once, each placing 5 orders per round (5 items added through
// POST /py/cart/v1/cashier, checkout, confirm with the OTP from the outbox, pay through the sandbox's signed
// callback) for SECONDS. Afterwards the backend is stopped and the orders are counted from the database: every
// confirmed order must be there once (0 lost, 0 duplicated), with 0 errors on the way.
//
// Usage: npx tsx bench/cart/orders-load.mjs
// The first run seeds its own database in BENCH_DATA_DIR (default .data/bench-orders): the AMFI data, the demo and
// `--scale INVESTORS` generated clients; later runs reuse it. Options (env): BENCH_INVESTORS (200), BENCH_SECONDS
// (60), BENCH_PORT (4130), BENCH_DATABASE_URL (PostgreSQL instead of the embedded database).
// Writes bench/results/orders-load-<date>.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startBackend, stopBackend, waitForHealth } from '../backend.mjs';
import { login } from '../portfolio/login';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', 'bench-orders'));
const INVESTORS = Number(process.env.BENCH_INVESTORS) || 200;
const SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const SCHEME = 109830;
const ORDERS_PER_ROUND = 5;
const DB_ENV = { DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite'), DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' };

// About nine in ten generated clients have a verified KYC (the rest cannot buy): seed enough of them.
const SCALE = Math.ceil(INVESTORS * 1.2);

function seedIfNeeded() {
  const marker = path.join(DATA_DIR, `seeded-${SCALE}`);
  if (existsSync(marker)) return;
  console.log(`seeding ${DATA_DIR} (AMFI data, demo, ${SCALE} scale clients): minutes the first time`);
  // The scale seed adds only the clients still missing, so a larger run reuses the smaller one's.
  const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--scale', String(SCALE)], { cwd: ROOT, env: { ...process.env, ...DB_ENV }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('npm run db:seed failed');
  writeFileSync(marker, new Date().toISOString());
}

/** Runs a query against the bench database while no backend holds it (PGlite admits one process). */
async function query(text) {
  const { openPglite, openPostgres } = await import('../../server/db/client');
  const handle = DB_ENV.DATABASE_URL ? openPostgres(DB_ENV.DATABASE_URL) : openPglite(DB_ENV.PGLITE_DIR);
  try {
    const { sql } = await import('drizzle-orm');
    const result = await handle.db.execute(sql.raw(text));
    return result.rows;
  } finally {
    await handle.close();
  }
}

const json = (headers, body) => ({ method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One round of one investor: 5 orders from cart to paid. Answers the order numbers the confirm returned. */
async function round(base, investor, stats) {
  const items = Array.from({ length: ORDERS_PER_ROUND }, () => ({ scheme_code: SCHEME, amount_paise: 1_000_00, client_ref: randomUUID() }));
  const step = async (name, res) => {
    if (!res.ok) throw new Error(`${name} ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return (await res.json()).data;
  };
  const added = await step('add', await fetch(`${base}/py/cart/v1/cashier`, json(investor.headers, { user_id: investor.id, cart_type: 'purchase_lumpsum', items })));
  const collectionId = added.cart.collection_id;
  const started = await step('checkout', await fetch(`${base}/node/orders/checkout`, json(investor.headers, { user_id: investor.id, collection_id: collectionId, payment_mode: 'upi_collect', vpa: 'bench@okzf' })));
  const otp = (await step('otp', await fetch(`${base}/node/dev/otp/${investor.mobile}`))).otp;
  const confirmed = await step('confirm', await fetch(`${base}/node/orders/checkout/${started.checkout_id}/confirm`, json(investor.headers, { otp })));
  const page = await (await fetch(`${base}/node/orders/sandbox/pay/${confirmed.payment.id}`)).text();
  const form = page.split('<form').slice(1).map((f) => Object.fromEntries([...f.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]))).find((f) => f.outcome === 'success');
  const paid = await fetch(`${base}/node/orders/sandbox/callback`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  if (paid.status !== 303) throw new Error(`callback ${paid.status}`);
  stats.rounds += 1;
  return confirmed.orders.map((o) => o.order_no);
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  seedIfNeeded();
  const people = await query(`select u.id, u.mobile_no from users u join kyc_records k on k.user_id = u.id
    where k.kyc_status = 'verified' and not ('expert' = any(u.roles)) order by u.mobile_no limit ${INVESTORS}`);
  if (people.length < INVESTORS) console.log(`only ${people.length} investors with a verified KYC: running with them`);
  const [{ before }] = await query('select count(*)::int as before from orders');
  const base = startBackend(Number(process.env.BENCH_PORT) || 4130, {
    ...DB_ENV,
    SEED_ON_EMPTY: '0',
    OTP_LIMIT_NUMBER_10MIN: '100000',
    OTP_LIMIT_NUMBER_DAY: '100000',
    OTP_LIMIT_ADDRESS_10MIN: '100000',
    // Every round starts a checkout for one of a few investors: far more than a person's 3 codes in 10 minutes.
    CHECKOUT_OTP_LIMIT_10MIN: '100000',
    CHECKOUT_OTP_LIMIT_DAY: '100000',
  });
  const stats = { rounds: 0, errors: [] };
  const placed = [];
  let started;
  try {
    await waitForHealth(base, 300_000);
    const investors = [];
    for (const p of people) investors.push({ id: p.id, mobile: p.mobile_no, headers: await login(base, p.mobile_no) });
    console.log(`${investors.length} investors logged in; placing orders for ${SECONDS} s`);
    started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      investors.map(async (investor) => {
        while (Date.now() < until) {
          try {
            placed.push(...(await round(base, investor, stats)));
          } catch (error) {
            stats.errors.push(error.message);
          }
        }
      }),
    );
  } finally {
    stopBackend();
  }
  const elapsed = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3000)); // let the backend close the database
  const [{ after, distinct_numbers }] = await query('select count(*)::int as after, count(distinct order_no)::int as distinct_numbers from orders');
  const inDb = after - before;
  const unique = new Set(placed).size;
  const report = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, engine: DB_ENV.DATABASE_URL ? 'postgres' : 'pglite',
    investors: people.length, seconds: SECONDS, elapsed_s: Number(elapsed.toFixed(1)), rounds: stats.rounds,
    orders_confirmed: placed.length, orders_per_s: Number((placed.length / elapsed).toFixed(1)),
    orders_in_database: inDb, lost: Math.max(placed.length - inDb, 0), duplicated: placed.length - unique + (after - distinct_numbers),
    extra_in_database: Math.max(inDb - placed.length, 0), errors: stats.errors.length, first_errors: [...new Set(stats.errors)].slice(0, 5),
  };
  console.log(JSON.stringify(report, null, 2));
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `orders-load-${report.date.slice(0, 19).replace(/:/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return report.errors === 0 && report.lost === 0 && report.duplicated === 0 && report.extra_in_database === 0;
}

main()
  .then((met) => {
    process.exitCode = met ? 0 : 1;
  })
  .catch((error) => {
    stopBackend();
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  });
