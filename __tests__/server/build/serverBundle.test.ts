/**
 * @jest-environment node
 */
// The backend's one-file production build (scripts/build-server.mjs) must start on its own: it finds the migrations,
// the AMFI data and the search worker in server/ (not beside the bundle), migrates an empty database, listens and
// answers /health and a search (which runs in the bundled search worker).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverPath } from '@/server/serverDir';

const ROOT = path.resolve(__dirname, '..', '..', '..');
// A port of this worktree's range nobody else uses in tests.
const PORT = 4547;

let child: ChildProcess | undefined;
let dataDir = '';

afterAll(() => {
  if (child && child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function untilAnswered(url: string, deadlineMs: number): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (child?.exitCode !== null)
      throw new Error(`the backend exited with code ${child?.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return res;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('reads its data files from server/ when ZF_SERVER_DIR is not set', () => {
  expect(serverPath('db', 'migrations')).toBe(path.join(ROOT, 'server', 'db', 'migrations'));
});

it('builds into one file that migrates a new database, listens and searches', async () => {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  const bundle = path.join(ROOT, '.build', 'server', 'main.cjs');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'zf-bundle-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(PORT),
    PGLITE_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.ZF_SERVER_DIR;
  child = spawn(process.execPath, [bundle], {
    cwd: os.tmpdir(),
    env,
    stdio: 'ignore',
    detached: true,
  });

  const health = await untilAnswered(`http://127.0.0.1:${PORT}/health`, 90_000);
  expect(((await health.json()) as { data: { db: string } }).data.db).toBe('up');
  // An empty database has nothing to find, but the answer comes from the bundled worker (a missing one is a 500).
  const search = await fetch(`http://127.0.0.1:${PORT}/search/administration/v2/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'sip' }),
  });
  expect(search.status).toBe(200);
  expect(((await search.json()) as { data: { total: { value: number } } }).data.total.value).toBe(0);
}, 150_000);
