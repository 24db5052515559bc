#!/usr/bin/env node
// First-load JavaScript of a page: the scripts its server HTML references, gzipped (next build no longer prints it).
// Usage: node bench/first-load.mjs [/path ...]   (BASE_URL=http://… to measure a running server; otherwise it
// starts `next start` on port 3199 from the current build and stops it afterwards).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

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

try {
  for (const page of paths) {
    const html = await (await fetch(base + page)).text();
    // Scripts marked nomodule (the legacy polyfills) are skipped by every browser that runs modules.
    const srcs = [...html.matchAll(/<script([^>]+)src="([^"]+)"/g)].filter((m) => !/\bnomodule\b/i.test(m[1])).map((m) => m[2]);
    let raw = 0;
    let gz = 0;
    for (const src of new Set(srcs)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      raw += body.length;
      gz += gzipSync(body).length;
    }
    console.log(`${page}: ${srcs.length} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${gz} bytes gzip (${(gz / 1024).toFixed(1)} KiB)`);
  }
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM');
}
