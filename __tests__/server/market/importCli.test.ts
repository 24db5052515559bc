import { spawnSync } from 'child_process';
import { existsSync, mkdtempSync } from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.join(__dirname, '../../..');
const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'zf-import-cli-')), 'pglite');

function runCli(...args: string[]) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/market/import-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

jest.setTimeout(120_000);

describe('npm run import:amfi', () => {
  it('explains its usage when given no file', () => {
    expect(runCli()).toEqual({ status: 1, stderr: 'Usage: npm run import:amfi -- <NAVAll.txt> [more NAVAll files]' });
  });

  it('fails with a plain message on a missing file, before opening any database', () => {
    const { status, stderr } = runCli('server/data/amfi/NAVAll_2026-08-21.txt', 'no/such/NAVAll.txt');
    expect(status).toBe(1);
    expect(stderr).toBe('Cannot read no/such/NAVAll.txt: no such file');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a file that is not an AMFI NAVAll file', () => {
    const { status, stderr } = runCli('server/data/README.md');
    expect(status).toBe(1);
    expect(stderr).toMatch(/^server\/data\/README.md: Not an AMFI NAVAll file/);
    expect(existsSync(dataDir)).toBe(false);
  });
});
