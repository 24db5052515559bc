// The data layer's base query: a failed call comes back as plain data (status and the server's envelope), which
// the screens read with the same helpers as an axios error.
import { errorMessage, statusOf } from '@/services/http/errors';
import { createServiceClient } from '@/services/http';
import { serviceQuery } from '@/store/api/serviceQuery';
import { http, HttpResponse } from 'msw';
import { server, setupMockServer } from '../../mocks/server';

setupMockServer();

const ORIGIN = 'http://backend.test';
const node = createServiceClient('node', { baseURL: `${ORIGIN}/node` });
const api = { signal: new AbortController().signal } as Parameters<typeof serviceQuery>[1];

describe('serviceQuery', () => {
  it('answers what the call answers', async () => {
    server.use(http.get(`${ORIGIN}/node/ok`, () => HttpResponse.json({ status: 'success', data: 7 })));
    const result = await serviceQuery(async () => (await node.get('/ok')).data, api, {});
    expect(result).toEqual({ data: { status: 'success', data: 7 } });
  });

  it('turns a failure into its status and envelope, read by errorMessage and statusOf', async () => {
    server.use(
      http.get(`${ORIGIN}/node/refused`, () =>
        HttpResponse.json({ status: 'failed', message: 'Not a valid number' }, { status: 400 }),
      ),
    );
    const result = await serviceQuery(() => node.get('/refused'), api, {});
    expect(result.error).toEqual({ status: 400, data: { status: 'failed', message: 'Not a valid number' } });
    expect(errorMessage(result.error)).toBe('Not a valid number');
    expect(statusOf(result.error)).toBe(400);
    // Plain data, so the store can keep it.
    expect(JSON.parse(JSON.stringify(result.error))).toEqual(result.error);
  });

  it('reports a network failure without a status, and the default text', async () => {
    server.use(http.get(`${ORIGIN}/node/down`, () => HttpResponse.error()));
    const result = await serviceQuery(() => node.get('/down'), api, {});
    expect(statusOf(result.error)).toBeUndefined();
    expect(errorMessage(result.error)).toBe('Some Error has been occured');
  });
});
