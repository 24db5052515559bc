#!/usr/bin/env node
// First-load JavaScript of a page: the scripts its server HTML references, gzipped (next build no longer prints it),
// and the same figure for the bare Next.js app's static page (bench/bare), measured the same way in the same run:
// issue 17 wants public pages within 1.3x of it.
// Usage: node bench/first-load.mjs [/path ...]   (BASE_URL=http://… to measure a running server; otherwise it
// starts `next start` on port 3199 from the current build and stops it afterwards). The bare app is started on
// BARE_PORT (default 3198), built first when needed; BARE=0 leaves it out.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { openBare } from './bare.mjs';

/** Issue 17: a public page's first-load JavaScript at most this many times the bare app's. */
const MAX_RATIO = 1.3;

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
let base = process.env.BASE_URL;
let server;

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

if (!base) {
  base = 'http://127.0.0.1:3199';
  const next = path.join(process.cwd(), 'node_modules', '.bin', 'next');
  server = spawn(next, ['start', '-p', '3199'], { stdio: 'ignore', detached: true });
  await waitFor(`${base}/`);
}

/** The page's scripts as a module-running browser loads them (nomodule legacy polyfills are skipped by all of them). */
async function firstLoad(origin, page) {
  const html = await (await fetch(origin + page)).text();
  const srcs = [...html.matchAll(/<script([^>]+)src="([^"]+)"/g)].filter((m) => !/\bnomodule\b/i.test(m[1])).map((m) => m[2]);
  let raw = 0;
  let gz = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
  }
  console.log(`${page}: ${srcs.length} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${gz} bytes gzip (${(gz / 1024).toFixed(1)} KiB)`);
  return gz;
}

let bare;
try {
  let bareGz = null;
  if (process.env.BARE !== '0') {
    bare = await openBare(Number(process.env.BARE_PORT) || 3198);
    process.stdout.write('bare app ');
    bareGz = await firstLoad(bare.base, '/static');
  }
  let met = true;
  for (const page of paths) {
    const gz = await firstLoad(base, page);
    if (bareGz) {
      const ratio = gz / bareGz;
      met &&= ratio <= MAX_RATIO;
      console.log(`  ${ratio.toFixed(3)}x the bare app's (goal <= ${MAX_RATIO}x, ${((bareGz * MAX_RATIO) / 1024).toFixed(1)} KiB): ${ratio <= MAX_RATIO ? 'met' : 'NOT met'}`);
    }
  }
  process.exitCode = met ? 0 : 1;
} finally {
  bare?.stop();
  if (server) process.kill(-server.pid, 'SIGTERM');
}
