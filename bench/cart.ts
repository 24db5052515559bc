// Cart benchmark (issue 13): adding an item (POST /py/cart/v1/cashier) and reading all carts (GET get_all_carts),
// each measured beside GET /health in one run (20 connections, closed loop), target p97.5 <= 3x /health's.
// Every add runs the whole path (scheme facts, holdings, KYC, the item checks, the pair's lock, insert … on conflict,
// the cart read back); each run starts from an empty purchase cart and the client_refs cycle through a pool of 10, so
// Asha's cart stays at a real size (10 items) instead of growing by thousands (or by 10 a run: the refs are new each
// run), and repeated keys exercise the idempotent path.
//
// Usage: npm run bench:cart
// The first run seeds the demo into its own database in BENCH_DATA_DIR (default .data/bench-cart); later runs reuse it.
// Options (env): BENCH_SECONDS (default 10 per endpoint), BENCH_CONNECTIONS (20), BENCH_PORT (4121).
// Writes bench/results/cart-<date>.json. Compare ratios within one run, never absolute figures across runs.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_OTP_LIMITS, startBackend, stopBackend, waitForHealth } from './backend.mjs';
import { measure, reportAgainstHealth, runBench } from './closedLoop';
import { userId } from '@/server/db/seed/ids';
import { login } from './portfolio/login';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.data', 'bench-cart'));
const TARGET_RATIO = 3;
const ASHA = '9000000001';
const NOT_HELD_SCHEME = 109830;
const REFS = Array.from({ length: 10 }, () => randomUUID());

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const base = startBackend(Number(process.env.BENCH_PORT) || 4121, { DATA_DIR, PGLITE_DIR: path.join(DATA_DIR, 'pglite'), ...BENCH_OTP_LIMITS });
  await waitForHealth(base, 600_000);
  const asha = { ...(await login(base, ASHA)), 'content-type': 'application/json' };
  const user = userId(ASHA);
  const add = (n: number) =>
    fetch(`${base}/py/cart/v1/cashier`, {
      method: 'POST',
      headers: asha,
      body: JSON.stringify({
        user_id: user,
        cart_type: 'purchase_lumpsum',
        items: [{ scheme_code: NOT_HELD_SCHEME, amount_paise: 5_000_00, client_ref: REFS[n % REFS.length] }],
      }),
    });
  const readAll = () => fetch(`${base}/py/cart/v1/cashier/get_all_carts/${user}/null`, { headers: asha });
  const cleared = await fetch(`${base}/node/cart/deleteCartsByCartType`, {
    method: 'POST',
    headers: asha,
    body: JSON.stringify({ user_id: user, cart_type: 'purchase_lumpsum' }),
  });
  if (!cleared.ok) throw new Error(`clear: ${cleared.status} ${await cleared.text()}`);
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
  return reportAgainstHealth('cart', ROOT, runs, TARGET_RATIO);
}

runBench(main, stopBackend);
