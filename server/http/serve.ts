// Serves a fetch handler over Node's http server, with a stop() that finishes in-flight requests first.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Logger } from './logger';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting connections, waits for in-flight requests (at most timeoutMs), then resolves. */
  stop(): Promise<void>;
}

export interface ServeOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  host: string;
  logger: Logger;
  shutdownTimeoutMs: number;
}

/**
 * Idle keep-alive connections stay open this long. The web app's proxy and SSR calls (Node's global agent) drop an
 * idle connection after 5 s; with Node's default of 5 s here too, a request the proxy sends as the backend closes the
 * socket fails as "socket hang up" (a 500 to the visitor). The client must always be the side that closes.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function startHttpServer({ fetch, port, host, logger, shutdownTimeoutMs }: ServeOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }) as Server;
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const actualPort = (server.address() as AddressInfo).port;
      let stopping: Promise<void> | undefined;
      const stop = () =>
        (stopping ??= new Promise<void>((done) => {
          const force = setTimeout(() => {
            logger.warn({ timeoutMs: shutdownTimeoutMs }, 'in-flight requests did not finish in time; closing their connections');
            server.closeAllConnections();
          }, shutdownTimeoutMs);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            done();
          });
          // Keep-alive connections with no request in flight would otherwise hold close() open until they time out.
          server.closeIdleConnections();
        }));
      resolve({ server, port: actualPort, stop });
    });
  });
}
