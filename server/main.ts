// Starts the reference backend: all services on API_PORT (default 4000), or one of them with SERVICE=<name>.
// Migrates the database first; on SIGINT/SIGTERM stops accepting connections, lets in-flight requests finish
// (up to SHUTDOWN_TIMEOUT_MS), then closes the database.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeDb, getDbHandle } from './db/client';
import { migrateDb } from './db/migrate';
import { createLogger } from './http/logger';

async function main() {
  const logger = createLogger();
  const config = loadConfig();
  const handle = getDbHandle();
  logger.info({ engine: handle.engine, location: handle.location }, 'opening database');
  await migrateDb(handle);

  const app = createApp({ db: handle.db, config, logger });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
  server.on('listening', () =>
    logger.info({ url: `http://${config.host}:${config.port}`, services: config.service ?? 'all' }, 'backend listening'),
  );
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing their connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await closeDb().catch((error) => logger.error({ err: error }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    // Keep-alive connections with no request in flight would hold close() open until they time out.
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  createLogger().fatal({ err: error }, 'backend failed to start');
  process.exit(1);
});
