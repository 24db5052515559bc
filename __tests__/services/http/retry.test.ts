import { http, HttpResponse } from 'msw';
import { DEFAULT_ERROR_MESSAGE, errorMessage, withRetry } from '@/services/http';
import { TEST_ORIGIN } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { client } from './helpers';

setupMockServer();

function sequence(statuses: Array<number | 'network'>) {
  let calls = 0;
  server.use(
    http.get(`${TEST_ORIGIN}/search/q`, () => {
      const next = statuses[Math.min(calls, statuses.length - 1)];
      calls += 1;
      if (next === 'network') return HttpResponse.error();
      return HttpResponse.json({ status: next === 200 ? 'success' : 'failed' }, { status: next });
    }),
  );
  return () => calls;
}

describe('withRetry (query client retries: one)', () => {
  const search = client('search');

  it('retries a 5xx once and returns the second answer', async () => {
    const calls = sequence([503, 200]);
    await expect(withRetry(() => search.get('/q'))).resolves.toMatchObject({ status: 200 });
    expect(calls()).toBe(2);
  });

  it('retries a network error once', async () => {
    const calls = sequence(['network', 200]);
    await expect(withRetry(() => search.get('/q'))).resolves.toMatchObject({ status: 200 });
    expect(calls()).toBe(2);
  });

  it('gives up after one retry', async () => {
    const calls = sequence([500, 500, 200]);
    await expect(withRetry(() => search.get('/q'))).rejects.toMatchObject({
      response: { status: 500 },
    });
    expect(calls()).toBe(2);
  });

  it('does not retry a caller mistake', async () => {
    const calls = sequence([404, 200]);
    await expect(withRetry(() => search.get('/q'))).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(calls()).toBe(1);
  });
});

describe('errorMessage', () => {
  it("prefers the server's message and falls back to the default toast text", async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/node/m/:kind`, ({ params }) =>
        params.kind === 'msg'
          ? HttpResponse.json({ status: 'failed', message: 'Not a valid number' }, { status: 400 })
          : HttpResponse.text('oops', { status: 400 }),
      ),
    );
    const node = client('node');
    const withMessage = await node.get('/m/msg').catch((e: unknown) => e);
    const without = await node.get('/m/none').catch((e: unknown) => e);
    expect(errorMessage(withMessage)).toBe('Not a valid number');
    expect(errorMessage(without)).toBe('Some Error has been occured');
    expect(errorMessage(new Error('x'))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
