#!/usr/bin/env node
// The web app's production server: Next's own request handler (the same one `next start` uses) behind a plain
// Node HTTP server that can see the TCP peer. Next gives middleware no peer address and its /api rewrite proxy
// forwards no X-Forwarded-For of its own, so without this every visitor of the web origin would share one
// address in the backend's per-address limits (OTP sends, search, the lead form).
//
// Each request gets `x-zf-peer: <token> <peer address>`, any value a client sent under that name dropped first.
// The token is made here on every start and known only to this process (middleware.ts runs in it), so a client
// of a plain `next start` cannot forge the header either. middleware.ts turns it into the X-Forwarded-For the
// backend counts by (or, with WEB_PROXY_HOPS=N, keeps the entry a trusted proxy in front appended).
//
// Usage: node scripts/web-server.mjs [-p PORT] [-H HOST]    (defaults: PORT or 3000, HOST or 127.0.0.1)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import next from 'next';
import { dropSiteHeader, prepareRequest } from './no-header.mjs';
import { createPageCache } from './page-cache.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const PEER_HEADER = 'x-zf-peer';
// Set before Next loads middleware.ts, which reads it on every request.
const token = randomBytes(32).toString('hex');
process.env.ZF_WEB_PEER_TOKEN = token;

/** '::ffff:203.0.113.7' (an IPv4 client of a dual-stack socket) → '203.0.113.7'. */
const plainAddress = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : address);

const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// Public pages, kept as their Cache-Control allows shared caches (scripts/page-cache.mjs).
// WEB_PAGE_CACHE_MB=0 turns it off.
const cacheMegabytes = Number(process.env.WEB_PAGE_CACHE_MB ?? 32);
const pageCache = cacheMegabytes > 0 ? createPageCache({ maxBytes: cacheMegabytes * 1024 * 1024 }) : null;

const server = createServer((req, res) => {
  const peer = plainAddress(req.socket.remoteAddress);
  delete req.headers[PEER_HEADER];
  if (peer) req.headers[PEER_HEADER] = `${token} ${peer}`;
  // ?noHeader and the distributor's marker: the site header leaves the HTML here (scripts/no-header.mjs), before
  // the page cache keeps the answer.
  const noHeader = prepareRequest(req);
  if (pageCache?.handle(req, res)) return;
  if (noHeader) dropSiteHeader(req, res);
  handle(req, res);
});
// Idle connections stay open longer than any keep-alive client or proxy in front keeps them (Node's default of 5 s
// races them: under load a request sent as the server closes the socket fails with ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => console.log(`[web] ready on http://${hostname}:${port}`));

function stop() {
  server.close(() => process.exit(0));
  // Requests still open after the grace period do not hold the process.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
