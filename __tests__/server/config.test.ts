import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { loadAuthSecret } from '@/utils/session/token';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zf-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadAuthSecret', () => {
  it('generates a random secret into the data directory on first run, readable only by its owner', () => {
    const file = path.join(dir, 'nested', 'auth-secret');
    const secret = loadAuthSecret({ env: {}, file });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reuses the stored secret on later runs', () => {
    const file = path.join(dir, 'auth-secret');
    const first = loadAuthSecret({ env: {}, file });
    expect(loadAuthSecret({ env: {}, file })).toBe(first);
  });

  it('makes a different secret for a different installation', () => {
    const a = loadAuthSecret({ env: {}, file: path.join(dir, 'a') });
    const b = loadAuthSecret({ env: {}, file: path.join(dir, 'b') });
    expect(a).not.toBe(b);
  });

  it('uses DATA_DIR for the default location', () => {
    const secret = loadAuthSecret({ env: { DATA_DIR: dir } });
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(secret);
  });

  it('prefers AUTH_SECRET from the environment and writes nothing', () => {
    const file = path.join(dir, 'auth-secret');
    const fromEnv = 'x'.repeat(40);
    expect(loadAuthSecret({ env: { AUTH_SECRET: fromEnv }, file })).toBe(fromEnv);
    expect(() => statSync(file)).toThrow();
  });

  it('refuses a short AUTH_SECRET or a damaged secret file instead of running weakly', () => {
    expect(() => loadAuthSecret({ env: { AUTH_SECRET: 'short' } })).toThrow(/at least 32 characters/);
    const file = path.join(dir, 'auth-secret');
    writeFileSync(file, 'abc');
    expect(() => loadAuthSecret({ env: {}, file })).toThrow(/too short/);
  });

  it('is what the backend config signs with', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.authSecret).toBe(readFileSync(path.join(dir, 'auth-secret'), 'utf8'));
  });
});

describe('loadConfig', () => {
  it('reads ports, the single service and limits, and rejects nonsense', () => {
    const config = loadConfig({ AUTH_SECRET: 'y'.repeat(32), API_PORT: '4100', SERVICE: 'market', BODY_LIMIT_BYTES: '2048' });
    expect(config).toMatchObject({ port: 4100, service: 'market', bodyLimitBytes: 2048, host: '127.0.0.1' });
    expect(loadConfig({ AUTH_SECRET: 'y'.repeat(32) })).toMatchObject({ port: 4000, service: undefined, bodyLimitBytes: 1048576 });
    expect(() => loadConfig({ AUTH_SECRET: 'y'.repeat(32), SERVICE: 'billing' })).toThrow(/SERVICE must be one of/);
    expect(() => loadConfig({ AUTH_SECRET: 'y'.repeat(32), API_PORT: 'abc' })).toThrow(/API_PORT/);
  });
});
