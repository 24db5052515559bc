import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSealer, loadDataSecret } from '@/server/crypto/sealed';

const SECRET = 'a-test-secret-that-is-long-enough-000000';

describe('sealed values', () => {
  const sealer = createSealer(SECRET);

  it('opens what it sealed, and the sealed bytes do not contain the plain text', () => {
    const sealed = sealer.sealText('123456789012');
    expect(sealed).not.toContain('123456789012');
    expect(sealer.openText(sealed)).toBe('123456789012');
  });

  it('seals the same value differently each time (fresh IV) but fingerprints it the same', () => {
    expect(sealer.sealText('x')).not.toBe(sealer.sealText('x'));
    expect(sealer.fingerprint('HDFC0001234:1234')).toBe(sealer.fingerprint('HDFC0001234:1234'));
    expect(sealer.fingerprint('HDFC0001234:1234')).not.toBe(createSealer(`${SECRET}-other`).fingerprint('HDFC0001234:1234'));
  });

  it('refuses a tampered value and another key', () => {
    const sealed = sealer.seal(Buffer.from('document bytes'));
    sealed[sealed.length - 1] ^= 1;
    expect(() => sealer.open(sealed)).toThrow();
    expect(() => createSealer(`${SECRET}-other`).openText(sealer.sealText('x'))).toThrow();
  });

  it('takes KYC_DATA_KEY, refuses a short one, and otherwise generates one file it keeps', () => {
    expect(loadDataSecret({ KYC_DATA_KEY: SECRET })).toBe(SECRET);
    expect(() => loadDataSecret({ KYC_DATA_KEY: 'short' })).toThrow(/at least 32/);
    const dir = mkdtempSync(path.join(tmpdir(), 'zf-key-'));
    const first = loadDataSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadDataSecret({ DATA_DIR: dir })).toBe(first);
    expect(readFileSync(path.join(dir, 'kyc-data-key'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'kyc-data-key')).mode & 0o777).toBe(0o600);
  });
});
