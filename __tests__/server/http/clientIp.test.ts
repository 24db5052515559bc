import { Hono } from 'hono';
import { clientIp, forwardedClient, forwarderTokenSync, trustedHops, trustedProxies } from '@/server/http/clientIp';
import { FORWARDER_HEADER, forwarderToken } from '@/utils/session/forwarder';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests-0123';
const app = new Hono();
app.get('/ip', (c) =>
  c.json({
    ip: clientIp(c, { secret: SECRET, trustAll: false, proxies: [] }) ?? null,
    trusted: clientIp(c, { trustAll: true }) ?? null,
    behindLb: clientIp(c, { trustAll: false, proxies: trustedProxies('10.0.0.0/8, 192.0.2.7') }) ?? null,
  }),
);

async function from(remoteAddress: string | undefined, forwardedFor?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...extra };
  // The node-server adapter puts the socket in env.incoming; app.request() alone has none.
  const env = remoteAddress ? { incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: 'IPv4' } } } : undefined;
  const res = await app.request('/ip', { headers }, env);
  return res.json();
}

describe('clientIp', () => {
  const web = () => ({ [FORWARDER_HEADER]: forwarderTokenSync(SECRET) });

  it('is the socket peer for a direct caller, who cannot fake X-Forwarded-For', async () => {
    expect(await from('203.0.113.9', '198.51.100.1')).toMatchObject({ ip: '203.0.113.9', trusted: '198.51.100.1' });
  });

  it('does not believe a forged X-Forwarded-For sent straight to the backend from this machine', async () => {
    expect(await from('127.0.0.1', '198.51.100.8')).toMatchObject({ ip: '127.0.0.1' });
    expect(await from('::1', '198.51.100.8', { [FORWARDER_HEADER]: 'guess' })).toMatchObject({ ip: '::1' });
  });

  it("believes the web app's forwarder, which proves itself with the secret's token", async () => {
    expect(await from('127.0.0.1', '198.51.100.8', web())).toMatchObject({ ip: '198.51.100.8' });
    // The web's Web Crypto token and the backend's are the same.
    expect(await forwarderToken(SECRET)).toBe(forwarderTokenSync(SECRET));
  });

  it('believes a peer listed in TRUSTED_PROXIES (address or range), and no other', async () => {
    expect(await from('10.1.2.3', '198.51.100.9')).toMatchObject({ behindLb: '198.51.100.9' });
    expect(await from('::ffff:192.0.2.7', '198.51.100.9')).toMatchObject({ behindLb: '198.51.100.9' });
    expect(await from('192.0.2.8', '198.51.100.9')).toMatchObject({ behindLb: '192.0.2.8' });
    expect(trustedProxies('not-an-address, 10.0.0.0/99')).toEqual([]);
  });

  it('takes the entry the web app appended (right-most), not what the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.7"; Next appended the peer it really saw.
    expect(await from('127.0.0.1', '203.0.113.7, 198.51.100.1', web())).toMatchObject({ ip: '198.51.100.1', trusted: '198.51.100.1' });
    expect(await from('127.0.0.1', ' 203.0.113.7 ,, 198.51.100.1 ', web())).toMatchObject({ ip: '198.51.100.1' });
  });

  it('is unknown without a socket, unless a trusted proxy says', async () => {
    expect(await from(undefined, '198.51.100.1')).toMatchObject({ ip: null, trusted: '198.51.100.1' });
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('counts that many trusted proxies from the right (a load balancer in front of the web app: 2)', () => {
    const chain = '203.0.113.7, 198.51.100.1, 10.0.0.5';
    expect(forwardedClient(chain, 1)).toBe('10.0.0.5');
    expect(forwardedClient(chain, 2)).toBe('198.51.100.1');
    // Fewer entries than trusted hops: the left-most is the best there is.
    expect(forwardedClient('198.51.100.1', 3)).toBe('198.51.100.1');
    expect(forwardedClient(' , ', 1)).toBeUndefined();
  });

  it('reads the hop count from the environment, 1 unless a whole number of at least 1 is given', () => {
    expect(trustedHops({})).toBe(1);
    expect(trustedHops({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedHops({ TRUST_PROXY_HOPS: '0' })).toBe(1);
    expect(trustedHops({ TRUST_PROXY_HOPS: 'two' })).toBe(1);
  });
});
