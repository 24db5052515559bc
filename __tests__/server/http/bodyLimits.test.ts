// The body limits and the security headers over a real HTTP server (@hono/node-server), where a body comes with a
// Content-Length, in chunks, or not at all: each way is limited, and the headers reach every kind of answer.
import { request } from 'node:http';
import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/env';
import { appBodyLimit, routeBodyLimit } from '@/server/http/bodyLimits';
import { errorHandler } from '@/server/http/errors';
import { createLogger } from '@/server/http/logger';
import { securityHeaders } from '@/server/http/securityHeaders';
import { type RunningServer, startHttpServer } from '@/server/http/serve';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: RunningServer;

function send(method: string, path: string, options: { body?: string; chunked?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !options.chunked) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (options.body !== undefined && options.chunked) {
      // Two writes without a length: Node sends them as chunks.
      const half = Math.floor(options.body.length / 2);
      req.write(options.body.slice(0, half));
      req.write(options.body.slice(half));
    }
    req.end(options.body !== undefined && !options.chunked ? options.body : undefined);
  });
}

beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(appBodyLimit(1024));
  app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  app.post('/small', routeBodyLimit(16, 'At most 16 bytes'), async (c) => c.json({ length: (await c.req.text()).length }));
  app.get('/plain', (c) => c.json({ ok: true }));
  app.get('/public', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ ok: true });
  });
  app.get('/broken', () => {
    throw new Error('boom');
  });
  app.onError(errorHandler);
  server = await startHttpServer({ fetch: app.fetch, port: 0, host: '127.0.0.1', logger: createLogger('silent'), shutdownTimeoutMs: 5000 });
});
afterAll(() => server.stop());

describe('the app-wide body limit', () => {
  it('refuses a declared length over the limit with 413', async () => {
    const res = await send('POST', '/echo', { body: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ status: 'failed', message: 'Request body is too large' });
  });

  it('counts a body sent in chunks and refuses it once it passes the limit', async () => {
    const res = await send('POST', '/echo', { body: 'x'.repeat(4096), chunked: true });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ status: 'failed', message: 'Request body is too large' });
  });

  it('lets bodies within the limit through whole, with a length or in chunks', async () => {
    expect(JSON.parse((await send('POST', '/echo', { body: 'x'.repeat(1000) })).body)).toEqual({ length: 1000 });
    expect(JSON.parse((await send('POST', '/echo', { body: 'y'.repeat(1000), chunked: true })).body)).toEqual({ length: 1000 });
  });

  it('lets a GET without a body through', async () => {
    expect((await send('GET', '/plain')).status).toBe(200);
  });
});

describe("a route's own limit", () => {
  it('refuses past its own size, with its own message, either way the body comes', async () => {
    for (const chunked of [false, true]) {
      const res = await send('POST', '/small', { body: 'x'.repeat(40), chunked });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ status: 'failed', message: 'At most 16 bytes' });
    }
    expect(JSON.parse((await send('POST', '/small', { body: 'x'.repeat(10) })).body)).toEqual({ length: 10 });
  });
});

describe('the security headers', () => {
  it('reach answers, refusals and errors', async () => {
    for (const res of [await send('GET', '/plain'), await send('POST', '/echo', { body: 'x'.repeat(2048) }), await send('GET', '/broken')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await send('GET', '/broken')).status).toBe(500);
  });

  it("answer a caller with credentials no-store, unless the route chose its own caching", async () => {
    const credentialed = { 'access-token': 'any' };
    expect((await send('GET', '/plain', { headers: credentialed })).headers['cache-control']).toBe('no-store');
    expect((await send('GET', '/public', { headers: credentialed })).headers['cache-control']).toBe('public, max-age=60');
    expect((await send('GET', '/plain')).headers['cache-control']).toBeUndefined();
  });

  it('add HSTS only when the browser came over HTTPS', async () => {
    expect((await send('GET', '/plain', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await send('GET', '/plain')).headers['strict-transport-security']).toBeUndefined();
  });
});
