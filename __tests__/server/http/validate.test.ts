import { Hono } from 'hono';
import { z } from 'zod';
import { ConflictError, RateLimitedError } from '@/server/domain/errors';
import { parseInput, validateJson, validateParams, validateQuery } from '@/server/http/validate';
import { mobileSchema } from '@/utils/validation';
import { type TestApp, createTestApp, json } from '../support/testApp';

const signupBody = z.object({
  name: z.string().min(1),
  mobile_no: mobileSchema,
  age: z.number().int().min(18).max(120).optional(),
  type: z.enum(['login', 'signup']),
  members: z.array(z.object({ dob: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/) })).optional(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const routes = new Hono()
    .post('/signup', validateJson(signupBody), (c) => c.json({ status: 'success', data: c.req.valid('json') }))
    .get('/funds/:schemeCode', validateParams(z.object({ schemeCode: z.coerce.number().int().positive() })), (c) =>
      c.json({ status: 'success', data: { code: c.req.valid('param').schemeCode } }),
    )
    .get('/list', validateQuery(z.object({ page: z.coerce.number().int().min(1).default(1), sort: z.enum(['name', 'nav']).optional() })), (c) =>
      c.json({ status: 'success', data: c.req.valid('query') }),
    )
    .get('/limited', () => {
      throw new RateLimitedError('Too many OTP requests. Try again in 10 minutes', 600);
    })
    .get('/conflict', () => {
      throw new ConflictError('You have already liked this answer', { details: { data: { Attributes: { likes: 1 } } } });
    })
    .get('/inline', async (c) => {
      const q = await parseInput(z.object({ id: z.uuid() }), c.req.query(), 'query');
      return c.json({ status: 'success', data: q });
    })
    .get('/thrown-zod', () => {
      z.object({ n: z.number() }).parse({ n: 'x' });
      return new Response('unreachable');
    });
  t.app.route('/t', routes);
});
afterAll(() => t.handle.close());

const post = (body: string, contentType = 'application/json') =>
  t.app.request('/t/signup', { method: 'POST', body, headers: { 'content-type': contentType } });

describe('JSON bodies', () => {
  it('passes a valid body through, parsed', async () => {
    const res = await post(JSON.stringify({ name: 'Asha Verma', mobile_no: '9000000001', type: 'login' }));
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ name: 'Asha Verma', mobile_no: '9000000001', type: 'login' });
  });

  it('answers 400 with a sentence for each problem, the first one as the message', async () => {
    const res = await post(JSON.stringify({ mobile_no: '12345', age: 12, type: 'logout' }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.status).toBe('failed');
    expect(body.message).toBe('Name is required');
    expect(body.errors).toEqual([
      { path: 'name', message: 'Name is required' },
      // A message written in the shared schema is kept word for word.
      { path: 'mobile_no', message: 'Not a valid number' },
      { path: 'age', message: 'Age must be at least 18' },
      { path: 'type', message: 'Type must be one of: login, signup' },
    ]);
  });

  it('names nested fields by their own name and reports their path', async () => {
    const res = await post(JSON.stringify({ name: 'A B', mobile_no: '9000000001', type: 'signup', members: [{ dob: '1990-01-01' }] }));
    const body = await json(res);
    expect(body.errors).toEqual([{ path: 'members.0.dob', message: 'Dob is not in the right format' }]);
  });

  it('says so when the body is not JSON, whatever the content type', async () => {
    for (const type of ['application/json', 'text/plain', '']) {
      const res = await post('{"name": "Asha",', type);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ status: 'failed', message: 'Request body is not valid JSON' });
    }
  });

  it('treats an empty body as an empty object, so the missing fields are named', async () => {
    const res = await post('');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Name is required');
  });

  it('refuses a body that is JSON but not an object', async () => {
    const res = await post('[1,2]');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('The request body must be an object');
  });
});

describe('params and query', () => {
  it('validates and coerces path params', async () => {
    expect((await json(await t.app.request('/t/funds/119551'))).data).toEqual({ code: 119551 });
    const res = await t.app.request('/t/funds/abc');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      status: 'failed',
      message: 'Scheme code must be a number',
      errors: [{ path: 'schemeCode', message: 'Scheme code must be a number' }],
    });
  });

  it('validates the query with defaults', async () => {
    expect((await json(await t.app.request('/t/list'))).data).toEqual({ page: 1 });
    const res = await t.app.request('/t/list?page=0&sort=rating');
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual([
      { path: 'page', message: 'Page must be at least 1' },
      { path: 'sort', message: 'Sort must be one of: name, nav' },
    ]);
  });

  it('lets a handler parse inline with the same messages', async () => {
    const res = await t.app.request('/t/inline?id=42');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Id is not a valid uuid');
  });
});

describe('other caller mistakes', () => {
  it('answers a RateLimitedError with 429, its message and Retry-After', async () => {
    const res = await t.app.request('/t/limited');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(await json(res)).toEqual({ status: 'failed', message: 'Too many OTP requests. Try again in 10 minutes' });
  });

  it('answers a ConflictError with 409 and the details the spec puts beside the message', async () => {
    const res = await t.app.request('/t/conflict');
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ status: 'failed', message: 'You have already liked this answer', data: { Attributes: { likes: 1 } } });
  });

  it('answers a ZodError thrown inside a handler with 400', async () => {
    const res = await t.app.request('/t/thrown-zod');
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual([{ path: 'n', message: expect.stringMatching(/number/) }]);
  });
});
