#!/usr/bin/env node
// What the per-request session check costs (issue 30, item 1): every authenticated request asks whether its session
// is still live (server/auth/liveSessions.ts). Side by side in one run, 20 connections each, on one backend started
// twice: GET /health (no session), GET /node/user/auth/session (the lightest authenticated route) with the live
// answer kept SESSION_LIVE_CACHE_MS = 2000 (the default), and the same route with the cache off (0: a database query
// on every request). Compare the ratios, not the absolute figures (shared, noisy machines).
//
// Usage: npm run bench:session     (its own embedded database in .data/bench/, seeded on the first run)
// Options (env): BENCH_SECONDS (default 8 per row), BENCH_CONNECTIONS (default 20), BENCH_DATABASE_URL.
import autocannon from 'autocannon';
import { BENCH_OTP_LIMITS, startBackend, stopBackend, waitForHealth } from './backend.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 8;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const PORT = Number(process.env.BENCH_PORT) || 4110;
const INVESTOR = '9000000001';

async function login(base) {
  const post = (path, body) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/node/user/auth/sendotp', { mobile_no: INVESTOR, type: 'login' });
  if (!sent.ok) throw new Error(`sendotp ${sent.status}`);
  const otp = (await (await fetch(`${base}/node/dev/otp/${INVESTOR}`)).json()).data.otp;
  const res = await post('/node/user/auth/verifyotp', { mobile_no: INVESTOR, otp, device_type: 'web', platform: 'web', type: 'login' });
  if (!res.ok) throw new Error(`verifyotp ${res.status}`);
  return res.headers.get('access-token');
}

async function measure(base, path, headers = {}) {
  const latencies = [];
  const run = autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  run.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
  return { rps: result.requests.average, p50: p(0.5), p975: p(0.975), non2xx: result.non2xx };
}

async function withBackend(env, work) {
  const base = startBackend(PORT, { ...BENCH_OTP_LIMITS, ...env });
  try {
    await waitForHealth(base, 180_000);
    return await work(base);
  } finally {
    stopBackend();
    await new Promise((r) => setTimeout(r, 1500));
  }
}

const rows = [];
await withBackend({ SESSION_LIVE_CACHE_MS: '2000' }, async (base) => {
  const token = await login(base);
  rows.push(['GET /health', await measure(base, '/health')]);
  rows.push(['GET /node/user/auth/session, live answer kept 2 s', await measure(base, '/node/user/auth/session', { 'access-token': token })]);
});
await withBackend({ SESSION_LIVE_CACHE_MS: '0' }, async (base) => {
  const token = await login(base);
  rows.push(['GET /health (second backend)', await measure(base, '/health')]);
  rows.push(['GET /node/user/auth/session, asked every request', await measure(base, '/node/user/auth/session', { 'access-token': token })]);
});

const health = [rows[0][1].rps, rows[2][1].rps];
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s a row`);
for (const [i, [name, r]] of rows.entries()) {
  const ratio = r.rps / health[i < 2 ? 0 : 1];
  console.log(`${name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} req/s  ${ratio.toFixed(2)}x /health  p50 ${r.p50} ms  p97.5 ${r.p975} ms  non-2xx ${r.non2xx}`);
}
