/**
 * @jest-environment node
 */
import { createServiceClient } from '@/services/http';

describe('clients created during server-side rendering', () => {
  const saved = process.env.BACKEND_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.BACKEND_URL;
    else process.env.BACKEND_URL = saved;
  });

  it('call the backend directly, since the browser-relative /api paths mean nothing there', () => {
    delete process.env.BACKEND_URL;
    expect(createServiceClient('node').defaults.baseURL).toBe('http://127.0.0.1:4000/node');
    expect(createServiceClient('cart').defaults.baseURL).toBe('http://127.0.0.1:4000/py');
    process.env.BACKEND_URL = 'http://10.0.0.5:4000';
    expect(createServiceClient('lms', { kyc: true }).defaults.baseURL).toBe(
      'http://10.0.0.5:4000/lms',
    );
  });

  it('send no session headers, since there is no browser storage', async () => {
    const node = createServiceClient('node', { baseURL: 'http://127.0.0.1:1/node' });
    let sent: Record<string, unknown> = {};
    await node
      .get('/x', {
        adapter: async (config) => {
          sent = Object.fromEntries(Object.entries(config.headers.toJSON()));
          return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
        },
      })
      .catch(() => undefined);
    expect(sent).toMatchObject({ 'app-name': 'web', platform: 'web', 'app-version': '1.0.0' });
    expect(sent['access-token']).toBeUndefined();
  });
});
