// Instalment bench (issue 31, item 14): 10,000 SIPs of 10,000 investors due on one day; times that day's run (the
// instalment step raising and debiting, then the fund-house step allotting), while GET /health is called every 25 ms
// on the same process, as on a backend whose job loop runs beside its requests.
//
// Usage: npm run bench:sips   (in-memory PGlite; DATABASE_URL=postgres://… for PostgreSQL, on a scratch database)
// Options (env): BENCH_SIPS (default 10000), BENCH_PORT (4131). Prints the figures; writes nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { type DbHandle, isPostgresUrl, openPglite, openPostgres } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';
import { folios, funds, mandates, sips, users } from '@/server/db/schema';
import { createLogger } from '@/server/http/logger';
import { startHttpServer } from '@/server/http/serve';
import { runFundHouseStep } from '@/server/jobs/fundHouse';
import { runInstalmentStep } from '@/server/jobs/instalments';
import { insertInBatches } from '@/server/db/seed/batch';

const COUNT = Number(process.env.BENCH_SIPS) || 10_000;
const DUE = '2026-09-07';
const SCHEME = 990_001;
const SECRET = 'bench-secret-bench-secret-bench-secret-1234';

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function seed(handle: DbHandle) {
  const { db } = handle;
  await db.insert(funds).values({ schemeCode: SCHEME, name: 'Bench Flexi Cap Fund - Growth', slug: `bench-${SCHEME}`, fundHouse: 'Bench Mutual Fund', nav: '50.0000', navDate: DUE });
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const userId = randomUUID();
    const folioId = randomUUID();
    const mandateId = randomUUID();
    return {
      user: { id: userId, mobileNo: `8${String(i).padStart(9, '0')}` },
      folio: { id: folioId, folioNo: `ZF${String(i).padStart(8, '0')}`, userId, amc: 'Bench Mutual Fund', source: 'internal' as const },
      mandate: { id: mandateId, userId, mandateType: 'enach' as const, limitPaise: 1_00_000_00, status: 'active' as const, providerRef: `BENCH-${i}` },
      sip: { userId, folioId, schemeCode: SCHEME, amountPaise: 1_000_00, day: 7, startDate: '2026-08-07', nextDueDate: DUE, status: 'active' as const, mandateId },
    };
  });
  await insertInBatches(db, users, rows.map((r) => r.user));
  await insertInBatches(db, folios, rows.map((r) => r.folio));
  await insertInBatches(db, mandates, rows.map((r) => r.mandate));
  await insertInBatches(db, sips, rows.map((r) => r.sip));
}

async function main() {
  const url = process.env.DATABASE_URL;
  const handle = isPostgresUrl(url) ? openPostgres(url) : openPglite('memory://');
  await migrateDb(handle);
  await seed(handle);
  const config = loadConfig({ NODE_ENV: 'test' }, { authSecret: SECRET, dataSecret: SECRET, paymentsSecret: SECRET });
  const logger = createLogger('silent');
  const app = createApp({ db: handle.db, config, logger });
  const server = await startHttpServer({ fetch: app.fetch, port: Number(process.env.BENCH_PORT) || 4131, host: '127.0.0.1', logger, shutdownTimeoutMs: 1000 });
  const base = `http://127.0.0.1:${server.port}`;

  const health = async (ms: number[]) => {
    const started = performance.now();
    await (await fetch(`${base}/health`)).arrayBuffer();
    ms.push(performance.now() - started);
  };
  const idle: number[] = [];
  for (let i = 0; i < 40; i += 1) await health(idle);

  const busy: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      await health(busy);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const now = new Date(`${DUE}T12:00:00+05:30`);
  const t0 = performance.now();
  const raised = await runInstalmentStep(handle.db, DUE);
  const t1 = performance.now();
  const allotted = await runFundHouseStep(handle.db, { now, until: DUE });
  const t2 = performance.now();
  running = false;
  await prober;
  const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from orders where status = 'completed'`) as unknown as { rows: { n: number }[] }).rows;

  const fmt = (a: number[]) => {
    const s = [...a].sort((x, y) => x - y);
    return { n: s.length, p50_ms: +percentile(s, 50).toFixed(1), p95_ms: +percentile(s, 95).toFixed(1), max_ms: +(s[s.length - 1] ?? 0).toFixed(1) };
  };
  console.log(
    JSON.stringify(
      {
        engine: handle.engine,
        sips: COUNT,
        instalment_step: { ...raised, seconds: +((t1 - t0) / 1000).toFixed(1) },
        fund_house_step: { sent_to_amc: allotted.sent_to_amc, completed: allotted.completed, failed: allotted.failed, seconds: +((t2 - t1) / 1000).toFixed(1) },
        completed_orders: n,
        health_idle: fmt(idle),
        health_during_run: fmt(busy),
      },
      null,
      2,
    ),
  );
  await server.stop();
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
