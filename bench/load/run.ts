// One load run shared by bench/load.ts and bench/crash.ts: prepare and snapshot the database, start backend and web,
// log the investors in, drive visitors and investors for LOAD_SECONDS (with an optional disruption in the middle),
// stop everything, and check the database against what was acknowledged.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Counts, type Target, type Verdict, openBenchDb, snapshot, verify } from './database';
import {
  type BenchInvestor,
  type CartVerdict,
  benchInvestors,
  cartIdsOf,
  verifyCarts,
} from './cartCheck';
import { type CartScreen, clearPurchaseCarts, readCartScreen } from './cartTraffic';
import {
  type Sample,
  type Site,
  Recorder,
  investor,
  loginInvestor,
  prober,
  visitor,
} from './traffic';
import {
  API,
  DATABASE_URL,
  ROOT,
  WEB,
  assertBuildPointsAtBackend,
  buildBackend,
  exited,
  startBackend,
  startWeb,
  stopGroup,
  waitFor,
} from './servers';

export const SECONDS = Number(process.env.LOAD_SECONDS) || 60;
const VISITORS = Number(process.env.LOAD_VISITORS) || 200;
const INVESTORS = Number(process.env.LOAD_INVESTORS) || 20;
const VISITOR_THINK_MS = Number(process.env.LOAD_THINK_MS) || 1000;
const INVESTOR_THINK_MS = Number(process.env.LOAD_INVESTOR_THINK_MS) || 500;
/**
 * Each visitor and investor starts at a random moment within this many seconds (default 0: all at once). All 220 at
 * once is a burst the web app answers slowly, and the visitors whose first page timed out come back together 30 s
 * later; a ramp spreads them as arrivals would be.
 */
export const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS) || 0;
const arrive = <T>(run: () => Promise<T>): Promise<T> =>
  new Promise((r) => setTimeout(r, Math.random() * RAMP_SECONDS * 1000)).then(run);
/** Seeded investors: the two demo ones and Rahul Mehta's generated clients (9000001001 onwards). */
const INVESTOR_MOBILES = [
  '9000000001',
  '9000000002',
  ...Array.from({ length: 24 }, (_, i) => String(9000001001 + i)),
];

export const engine = () => (DATABASE_URL ? 'postgres' : 'pglite');

/** Started backend, its replacement after a crash, and the web app: whatever is running gets stopped at the end. */
export const running: { backend?: ChildProcess; web?: ChildProcess } = {};

export function stopAll(): void {
  stopGroup(running.web);
  stopGroup(running.backend);
}

interface Before {
  targets: Target[];
  counts: Counts;
  investors: BenchInvestor[];
  /** The investors' carts before the run (those made during it are the others). */
  carts: string[];
}

async function prepare(): Promise<Before> {
  // A first start migrates and seeds an empty database; it must then let go of it so that the snapshot can open it.
  running.backend = startBackend();
  await waitFor(`${API}/health`, 600_000, running.backend);
  stopGroup(running.backend);
  await exited(running.backend);
  const handle = openBenchDb();
  try {
    const investors = await benchInvestors(handle, INVESTOR_MOBILES.slice(0, INVESTORS));
    const carts = await cartIdsOf(
      handle,
      investors.map((i) => i.userId),
    );
    return { ...(await snapshot(handle)), investors, carts };
  } finally {
    await handle.close();
  }
}

async function fundPath(): Promise<string> {
  const res = await fetch(`${WEB}/mutual-funds/122640`, { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '/mutual-funds', WEB).pathname;
}

function percentile(sorted: number[], p: number): number | null {
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
    : null;
}

/** No answer, or an answer that is neither a success nor the posting limit's 429. */
export const failed = (s: Sample) => s.status === 0 || (s.status >= 400 && s.status !== 429);

/** '0x12 502x3': how many answers of each failing status (Object.groupBy needs Node 21). */
function failureCounts(list: Sample[]): string {
  const counts = new Map<number, number>();
  for (const s of list)
    if (failed(s) || s.status === 429) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}x${n}`).join(' ');
}

export function byKind(samples: Sample[]) {
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  return kinds.map((kind) => {
    const list = samples.filter((s) => s.kind === kind);
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      kind,
      requests: list.length,
      errors: list.filter(failed).length,
      limited_429: list.filter((s) => s.status === 429).length,
      p50_ms: percentile(ms, 50),
      p95_ms: percentile(ms, 95),
      // 0: no answer (connection refused or reset, or no answer within 30 s).
      failures: failureCounts(list),
    };
  });
}

export interface LoadResult {
  rec: Recorder;
  verdict: Verdict;
  carts: CartVerdict;
  startedAt: number;
}

/** `midway` runs in the middle of the load while visitors and investors keep going (the crash bench kills there). */
export async function runLoad(midway?: () => Promise<void>): Promise<LoadResult> {
  assertBuildPointsAtBackend();
  await buildBackend();
  console.log(`${engine()}: preparing the database (a first run seeds it)…`);
  const before = await prepare();
  running.backend = startBackend();
  running.web = startWeb();
  await waitFor(`${API}/health`, 120_000, running.backend);
  await waitFor(`${WEB}/mutual-funds`, 120_000, running.web);
  const site: Site = {
    fundPath: await fundPath(),
    articles: before.targets.filter((t) => t.kind === 'article'),
    videos: before.targets.filter((t) => t.kind === 'video'),
  };
  const investors = [];
  for (const mobile of INVESTOR_MOBILES.slice(0, INVESTORS)) {
    const known = before.investors.find((i) => i.mobile === mobile);
    if (!known) throw new Error(`investor ${mobile} is not in the database`);
    const who = await loginInvestor(mobile, {
      userId: known.userId,
      buys: known.kycStatus === 'verified',
    });
    // Each run starts from empty purchase carts, so that a cart holds one run's adds (tens, not thousands).
    if (who.buys) await clearPurchaseCarts(who);
    investors.push(who);
  }
  const buyers = investors.filter((i) => i.buys);
  console.log(
    `${VISITORS} visitors, ${investors.length} investors (${buyers.length} with KYC verified add to carts), ${SECONDS} s, ${site.articles.length} articles and ${site.videos.length} videos`,
  );

  const rec = new Recorder();
  // This process's own lateness: 220 people in one process on a busy machine can be slow to read answers, and a
  // late read counts as the servers' time (or as a timeout).
  let expected = performance.now() + 250;
  const lagWatch = setInterval(() => {
    const late = performance.now() - expected;
    expected = performance.now() + 250;
    if (late > 200) rec.benchStalls.push({ at: Date.now(), ms: Math.round(late) });
  }, 250);
  const startedAt = Date.now();
  const until = startedAt + SECONDS * 1000;
  const people = [
    ...Array.from({ length: VISITORS }, () =>
      arrive(() => visitor(rec, site, until, VISITOR_THINK_MS)),
    ),
    ...investors.map((who) => arrive(() => investor(rec, site, who, until, INVESTOR_THINK_MS))),
    prober(rec, until),
  ];
  if (midway) people.push(new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2)).then(midway));
  await Promise.all(people);
  clearInterval(lagWatch);
  // What each buyer's cart screen shows now, through the web app, to hold against the rows once the servers stop.
  const screens = new Map<string, CartScreen>();
  for (const who of buyers)
    await readCartScreen(who).then(
      (screen) => screens.set(who.mobile, screen),
      (error: Error) => rec.cartAnomalies.push(`reading the cart screen: ${error.message}`),
    );

  stopGroup(running.web);
  stopGroup(running.backend);
  await Promise.all([running.web, running.backend].map((c) => c && exited(c)));
  const handle = openBenchDb();
  try {
    const cartAcks = rec.acks.filter((a) => a.kind === 'cart add');
    const buying = before.investors.filter((i) => screens.has(i.mobile));
    return {
      rec,
      verdict: await verify(handle, rec.acks, before.counts),
      carts: await verifyCarts(handle, cartAcks, buying, before.carts, screens),
      startedAt,
    };
  } finally {
    await handle.close();
  }
}

export function writeReport(name: string, report: Record<string, unknown>): void {
  const full = {
    date: new Date().toISOString(),
    engine: engine(),
    node: process.version,
    cpus: os.cpus().length,
    load_average: os.loadavg(),
    ...report,
  };
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${name}-${engine()}-${full.date.slice(0, 19).replace(/:/g, '-')}.json`,
  );
  writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  console.log(`written ${path.relative(ROOT, file)}`);
}

export function printVerdict(verdict: Verdict, carts: CartVerdict, rec: Recorder): void {
  for (const m of [...verdict.missing, ...carts.missing].slice(0, 10))
    console.log(`MISSING ${JSON.stringify(m)}`);
  for (const d of verdict.counterDrift.slice(0, 10)) console.log(`DRIFT ${d}`);
  for (const i of [...carts.issues, ...rec.cartAnomalies].slice(0, 10)) console.log(`CART ${i}`);
}

/** Acknowledged and found, per kind of write. */
export function writesByKind(rec: Recorder, verdict: Verdict, carts: CartVerdict) {
  const count = (kind: string, list: { kind: string }[]) =>
    list.filter((a) => a.kind === kind).length;
  return {
    likes: {
      acknowledged: count('like', rec.acks),
      found: count('like', rec.acks) - count('like', verdict.missing),
    },
    comments: {
      acknowledged: count('comment', rec.acks),
      found: count('comment', rec.acks) - count('comment', verdict.missing),
    },
    cart_adds: {
      acknowledged: carts.acknowledged,
      found: carts.found,
      new_carts: carts.newCarts,
      stored_unacknowledged: carts.unacknowledgedItems,
      issues: carts.issues.length + rec.cartAnomalies.length,
    },
  };
}

/** Every acknowledged write found, no counter drifting, and whole carts. */
export const durable = (verdict: Verdict, carts: CartVerdict, rec: Recorder) =>
  verdict.missing.length === 0 &&
  verdict.counterDrift.length === 0 &&
  carts.missing.length === 0 &&
  carts.issues.length === 0 &&
  rec.cartAnomalies.length === 0;

/** Runs a bench's main, stops whatever it started in every case, and exits 1 when a target was missed. */
export function finish(name: string, main: () => Promise<boolean>): void {
  main().then(
    (ok) => {
      stopAll();
      process.exit(ok ? 0 : 1);
    },
    (error) => {
      stopAll();
      console.error(`${name} bench failed: ${error.stack ?? error}`);
      process.exit(1);
    },
  );
}
