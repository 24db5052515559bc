import { Hono } from 'hono';
import { clientIp, forwardedClient, trustedHops } from '@/server/http/clientIp';

const app = new Hono();
app.get('/ip', (c) => c.json({ ip: clientIp(c) ?? null, trusted: clientIp(c, true) ?? null }));

async function from(remoteAddress: string | undefined, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  // The node-server adapter puts the socket in env.incoming; app.request() alone has none.
  const env = remoteAddress ? { incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: 'IPv4' } } } : undefined;
  const res = await app.request('/ip', { headers }, env);
  return res.json();
}

describe('clientIp', () => {
  it('is the socket peer for a direct caller, who cannot fake X-Forwarded-For', async () => {
    expect(await from('203.0.113.9', '198.51.100.1')).toEqual({ ip: '203.0.113.9', trusted: '198.51.100.1' });
  });

  it('believes X-Forwarded-For from the web app on the same machine (loopback peer)', async () => {
    expect(await from('::ffff:127.0.0.1', '198.51.100.8')).toMatchObject({ ip: '198.51.100.8' });
  });

  it('takes the entry the web app appended (right-most), not what the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.7"; Next appended the peer it really saw.
    expect(await from('127.0.0.1', '203.0.113.7, 198.51.100.1')).toEqual({ ip: '198.51.100.1', trusted: '198.51.100.1' });
    expect(await from('127.0.0.1', ' 203.0.113.7 ,, 198.51.100.1 ')).toMatchObject({ ip: '198.51.100.1' });
  });

  it('is unknown without a socket, unless a trusted proxy says', async () => {
    expect(await from(undefined, '198.51.100.1')).toEqual({ ip: null, trusted: '198.51.100.1' });
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
