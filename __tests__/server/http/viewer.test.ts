// One key for "who is this caller" wherever it is stored: a keyed hash, never the address itself.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as schema from '@/server/db/schema';
import { forwarderTokenSync } from '@/server/http/clientIp';
import { addressKey, viewerKey } from '@/server/http/viewer';
import { FORWARDER_HEADER } from '@/utils/session/forwarder';

const SECRET = 'test-secret-of-at-least-32-characters!!';
const app = new Hono();
app.get('/key', async (c) => c.json({ address: addressKey(c, SECRET), viewer: await viewerKey(c, SECRET) }));

async function keysFor(forwardedFor: string | undefined, headers: Record<string, string> = {}) {
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 5000, remoteFamily: 'IPv4' } } };
  // As the web app forwards them: the address with its proof (a forged header alone would not be believed).
  const all = forwardedFor ? { ...headers, 'x-forwarded-for': forwardedFor, [FORWARDER_HEADER]: forwarderTokenSync(SECRET) } : headers;
  return (await app.request('/key', { headers: all }, env)).json();
}

describe('addressKey and viewerKey', () => {
  it('keep the address only as a keyed hash', async () => {
    const keys = await keysFor('198.51.100.23');
    expect(keys.address).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.viewer).toMatch(/^a:[0-9a-f]{32}$/);
    expect(JSON.stringify(keys)).not.toContain('198.51.100.23');
  });

  it('tell two addresses apart, and two browsers at one address', async () => {
    const a = await keysFor('198.51.100.23', { 'user-agent': 'one' });
    expect((await keysFor('198.51.100.24', { 'user-agent': 'one' })).address).not.toBe(a.address);
    expect((await keysFor('198.51.100.23', { 'user-agent': 'two' })).viewer).not.toBe(a.viewer);
  });

  it('count a device id the web app sends as one viewer, whatever the address', async () => {
    const first = await keysFor('198.51.100.23', { 'device-id': 'device-1' });
    expect((await keysFor('198.51.100.99', { 'device-id': 'device-1' })).viewer).toBe(first.viewer);
    expect(first.viewer).not.toContain('device-1');
  });
});

describe('the schema', () => {
  it('has no column that could hold a raw client address', () => {
    const values: unknown[] = Object.values(schema);
    const tables = values.filter((v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v);
    expect(tables.length).toBeGreaterThan(10);
    const suspicious = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns.map((col) => `${name}.${col.name}`).filter((n) => /\.(ip|ip_address|remote_addr(ess)?|client_ip)$/.test(n));
    });
    expect(suspicious).toEqual([]);
  });
});
