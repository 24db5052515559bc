import { createServiceClient, resolveBaseUrl, type ServiceName } from '@/services/http';
import { setupMockServer } from '../../mocks/server';
import { echoAll } from './helpers';

setupMockServer();

const ENV_NAMES = ['NODE', 'PY', 'ANALYTICS', 'SEARCH', 'CART', 'MARKET', 'LMS'].flatMap((s) => [
  `NEXT_PUBLIC_${s}_API_URL`,
  `NEXT_PUBLIC_${s}_STAGING`,
  `NEXT_PUBLIC_${s}_API_KEY`,
]);
const saved = { ...process.env };
afterEach(() => {
  for (const name of [...ENV_NAMES, 'BACKEND_URL']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('resolveBaseUrl', () => {
  const browserDefaults: Record<ServiceName, string> = {
    node: '/api/node',
    py: '/api/py',
    analytics: '/api/analytics',
    search: '/api/search',
    cart: '/api/py',
    market: '/api/market',
    lms: '/api/lms',
  };

  it.each(Object.entries(browserDefaults))(
    '%s goes same-origin to %s in the browser',
    (service, url) => {
      expect(resolveBaseUrl({ service: service as ServiceName, env: {}, onServer: false })).toBe(
        url,
      );
    },
  );

  it('calls the backend directly while rendering on the server', () => {
    expect(resolveBaseUrl({ service: 'cart', env: {}, onServer: true })).toBe(
      'http://127.0.0.1:4000/py',
    );
    expect(
      resolveBaseUrl({
        service: 'search',
        env: {},
        onServer: true,
        backendUrl: 'http://backend:9000',
      }),
    ).toBe('http://backend:9000/search');
    // A relative browser URL from env cannot be used on the server.
    expect(resolveBaseUrl({ service: 'node', env: { url: '/gw/node' }, onServer: true })).toBe(
      'http://127.0.0.1:4000/node',
    );
  });

  it('uses an absolute env URL on both sides and trims a trailing slash', () => {
    const env = { url: 'https://api.example.in/node/' };
    expect(resolveBaseUrl({ service: 'node', env, onServer: false })).toBe(
      'https://api.example.in/node',
    );
    expect(resolveBaseUrl({ service: 'node', env, onServer: true })).toBe(
      'https://api.example.in/node',
    );
  });

  it('adds /staging only when the flag is on', () => {
    expect(resolveBaseUrl({ service: 'lms', env: { staging: 'true' }, onServer: false })).toBe(
      '/api/lms/staging',
    );
    expect(resolveBaseUrl({ service: 'lms', env: { staging: 'false' }, onServer: false })).toBe(
      '/api/lms',
    );
  });
});

describe('clients read their service env', () => {
  it('defaults to same-origin bases with staging off', () => {
    expect(createServiceClient('node').defaults.baseURL).toBe('/api/node');
    expect(createServiceClient('cart').defaults.baseURL).toBe('/api/py');
  });

  it('applies the staging prefix of one service only', async () => {
    process.env.NEXT_PUBLIC_NODE_API_URL = 'http://api.test/node';
    process.env.NEXT_PUBLIC_SEARCH_API_URL = 'http://api.test/search';
    process.env.NEXT_PUBLIC_NODE_STAGING = 'true';
    const seen = echoAll();
    await createServiceClient('node').get('/user/detail/1');
    await createServiceClient('search').get('/x');
    expect(seen.map((s) => s.path)).toEqual(['/node/staging/user/detail/1', '/search/x']);
  });

  it("sends each service's own x-api-key and none to the others", async () => {
    process.env.NEXT_PUBLIC_ANALYTICS_API_URL = 'http://api.test/analytics';
    process.env.NEXT_PUBLIC_NODE_API_URL = 'http://api.test/node';
    process.env.NEXT_PUBLIC_ANALYTICS_API_KEY = 'key-analytics';
    const seen = echoAll();
    await createServiceClient('analytics').post('/events', { events: [] });
    await createServiceClient('node').get('/x');
    expect(seen[0].headers['x-api-key']).toBe('key-analytics');
    expect(seen[1].headers['x-api-key']).toBeUndefined();
  });
});
