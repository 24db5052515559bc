// Starts the reference backend: all services on API_PORT (default 4000), or one of them with SERVICE=<name>.
// Migrates the database first (and seeds the demo into an empty one when SEED_ON_EMPTY=1); on SIGINT/SIGTERM stops accepting connections, lets in-flight requests finish
// (up to SHUTDOWN_TIMEOUT_MS), then closes the database.
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeDb, getDbHandle } from './db/client';
import { migrateDb } from './db/migrate';
import { createLogger } from './http/logger';
import { startHttpServer } from './http/serve';
import { watchStalls } from './http/stallWatch';
import { warmSearchIndex } from './services/search';
import { startDeskEventsTimer } from './jobs/deskEvents';
import { startFundHouseTimer } from './jobs/fundHouse';

/** A start slower than this logs its steps' times at warn level. */
const SLOW_START_MS = 5000;

async function main() {
  const logger = createLogger();
  const config = loadConfig();
  const steps: Record<string, number> = { modules_ms: Math.round(process.uptime() * 1000) };
  let last = Date.now();
  const step = (name: string) => {
    const now = Date.now();
    steps[`${name}_ms`] = now - last;
    last = now;
  };
  const stopStallWatch = watchStalls(logger);
  const handle = getDbHandle();
  logger.info({ engine: handle.engine, location: handle.location, modules_ms: steps.modules_ms }, 'opening database');
  // PGlite opens (and, after a crash, recovers) in the background: the first statement waits for it.
  await handle.db.execute(sql`select 1`);
  step('open');
  await migrateDb(handle);
  step('migrate');
  if (process.env.SEED_ON_EMPTY === '1') {
    // Loaded only when asked: the demo content is large and a production start never needs it.
    const { seedIfEmpty } = await import('./db/seed');
    const started = Date.now();
    const result = await seedIfEmpty(handle.db);
    if (result.seeded) logger.info({ ms: Date.now() - started }, 'empty database: AMFI funds and demo data seeded');
  }
  step('seed');

  if (config.smsProvider === 'outbox') {
    // loadConfig has already refused the outbox in production unless ALLOW_OUTBOX_IN_PRODUCTION=1 allowed it.
    const flag = config.isProduction ? 'ALLOW_OUTBOX_IN_PRODUCTION=1 in production mode: ' : '';
    logger.warn(
      { smsProvider: 'outbox' },
      `${flag}SMS outbox is on: one-time passwords are NOT sent by SMS; they are served at ` +
        'GET /node/dev/otp/{mobile} to callers on this machine only (never written to this log). Demo use only.',
    );
  }
  const app = createApp({ db: handle.db, config, logger });
  step('app');
  const running = await startHttpServer({
    fetch: app.fetch,
    port: config.port,
    host: config.host,
    logger,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
  });
  step('listen');
  // Each step's time, at warn when the start took long enough to matter (a restart after a crash is waited for).
  const startMs = Math.round(process.uptime() * 1000);
  const level = startMs > SLOW_START_MS ? 'warn' : 'info';
  logger[level]({ url: `http://${config.host}:${running.port}`, services: config.service ?? 'all', start_ms: startMs, ...steps }, 'backend listening');
  if (!config.service || config.service === 'search') {
    const warmStarted = Date.now();
    warmSearchIndex(handle.db)
      .then(() => logger.info({ ms: Date.now() - warmStarted }, 'search index loaded'))
      .catch((error) => logger.error({ err: error }, 'loading the search index failed; the first search will try again'));
  }
  // Orders move along on every copy of the backend; the step claims rows with SKIP LOCKED, so copies never collide.
  const stopFundHouse = !config.service || config.service === 'node' ? startFundHouseTimer(handle.db, logger, config.orderStepSeconds) : () => {};
  // Follow-ups raised by clients' events, at start and on the same timer; the once-only key makes copies harmless.
  const stopDeskEvents = !config.service || config.service === 'analytics' ? startDeskEventsTimer(handle.db, logger, config.orderStepSeconds) : () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal (tsx and run-all both forward Ctrl-C to the whole group) must not kill the process
    // halfway through, so the handlers stay installed and ignore repeats.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    stopFundHouse();
    stopDeskEvents();
    stopStallWatch();
    await running.stop();
    await closeDb().catch((error) => logger.error({ err: error }, 'closing the database failed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  createLogger().fatal({ err: error }, 'backend failed to start');
  process.exit(1);
});
