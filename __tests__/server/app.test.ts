import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '@/server/db/schema';
import { type TestApp, createTestApp, json } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes used only by these tests, mounted like a service app (no error handler of its own).
  const extra = new Hono();
  extra.get('/boom', () => {
    throw new Error('db password hunter2 leaked at /srv/app.ts:12');
  });
  extra.post('/echo', async (c) => c.json({ status: 'success', data: { length: (await c.req.text()).length } }));
  extra.post('/raw-json', async (c) => c.json({ status: 'success', data: await c.req.json() }));
  extra.get('/user/:id', async (c) => {
    // Deliberately unvalidated, to prove the safety net for values the database cannot read.
    const rows = await t.handle.db.select().from(users).where(eq(users.id, c.req.param('id')));
    return c.json({ status: 'success', data: rows });
  });
  extra.post('/user/:mobile', async (c) => {
    await t.handle.db.insert(users).values({ mobileNo: c.req.param('mobile') });
    return c.json({ status: 'success' });
  });
  t.app.route('/test', extra);
});
afterAll(() => t.handle.close());

describe('GET /health', () => {
  it('reports the database up, the engine and the mounted services', async () => {
    const res = await t.app.request('/health');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({ db: 'up', engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
    expect(body.data?.services).toEqual(['node', 'py', 'analytics', 'search', 'lms', 'market']);
    expect(typeof body.data?.uptime_s).toBe('number');
  });

  it('answers 503 with db down when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.handle.close();
    const res = await broken.app.request('/health');
    expect(res.status).toBe(503);
    const body = await json(res);
    expect(body).toMatchObject({ status: 'failed', data: { db: 'down' } });
  });
});

describe('request id', () => {
  it('is generated for every response, including 404s', async () => {
    const a = await t.app.request('/health');
    const b = await t.app.request('/nowhere');
    const idA = a.headers.get('x-request-id');
    const idB = b.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
  });

  it('keeps a sane incoming id and replaces an insane one', async () => {
    const kept = await t.app.request('/health', { headers: { 'x-request-id': 'proxy-abc.123:9' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-abc.123:9');
    const replaced = await t.app.request('/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers unknown routes with 404 JSON, also under a service prefix', async () => {
    for (const path of ['/nope', '/node/no/such/route', '/market/definitely/not']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await json(res)).toEqual({ status: 'failed', message: 'Not found' });
    }
  });

  it('answers an unexpected error with 500 and no details, but with the request id', async () => {
    const res = await t.app.request('/test/boom', { headers: { 'x-request-id': 'trace-500-check' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'failed', message: 'Something went wrong', request_id: 'trace-500-check' });
    expect(text).not.toMatch(/hunter2|app\.ts|at /);
  });

  it('answers malformed JSON read by a route itself with 400, not 500', async () => {
    const res = await t.app.request('/test/raw-json', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ status: 'failed', message: 'Request body is not valid JSON' });
  });

  it('answers values the database refuses with 4xx, not 500', async () => {
    const badId = await t.app.request('/test/user/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(await json(badId)).toEqual({ status: 'failed', message: 'Some of the values sent are not valid' });
    expect((await t.app.request('/test/user/9000000077', { method: 'POST' })).status).toBe(200);
    const again = await t.app.request('/test/user/9000000077', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ status: 'failed', message: 'This already exists' });
  });

  it('refuses a body over the limit with 413', async () => {
    const small = await createTestApp({ config: { bodyLimitBytes: 1024 }, handle: t.handle });
    const extra = new Hono();
    extra.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
    small.app.route('/test', extra);
    const res = await small.app.request('/test/echo', { method: 'POST', body: 'x'.repeat(2048), headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ status: 'failed', message: 'Request body is too large' });
    const fits = await small.app.request('/test/echo', { method: 'POST', body: 'x'.repeat(100) });
    expect(await json(fits)).toEqual({ length: 100 });
  });
});

describe('services', () => {
  it('mounts every service under its prefix', async () => {
    for (const name of ['node', 'py', 'analytics', 'search', 'lms']) {
      const res = await t.app.request(`/${name}/`);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ status: 'success', data: { service: name } });
    }
  });

  it('mounts only the chosen service when one runs alone', async () => {
    const alone = await createTestApp({ config: { service: 'py' }, handle: t.handle });
    expect((await alone.app.request('/py/')).status).toBe(200);
    expect((await alone.app.request('/node/')).status).toBe(404);
    const health = await json(await alone.app.request('/health'));
    expect(health.data?.services).toEqual(['py']);
  });
});
