import { Hono } from 'hono';
import { clientIp } from '@/server/http/clientIp';

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
    expect(await from('127.0.0.1', '198.51.100.7, 10.0.0.1')).toEqual({ ip: '198.51.100.7', trusted: '198.51.100.7' });
    expect(await from('::ffff:127.0.0.1', '198.51.100.8')).toMatchObject({ ip: '198.51.100.8' });
  });

  it('is unknown without a socket, unless a trusted proxy says', async () => {
    expect(await from(undefined, '198.51.100.1')).toEqual({ ip: null, trusted: '198.51.100.1' });
  });
});
