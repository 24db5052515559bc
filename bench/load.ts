#!/usr/bin/env -S npx tsx
// Load (hardening issue, "Durability and load"): 200 visitors browse public pages through the web app while 20
// logged-in investors like and comment on articles and videos and (those with KYC verified) add SIPs and lumpsums to
// their purchase carts, for LOAD_SECONDS. Target: no errors, and every write the backend acknowledged is in the
// database afterwards (checked directly, with the servers stopped): each cart add exactly once, no cart half-written.
//
// Usage: npm run bench:load                                      embedded PGlite in .data/bench-load/pglite
//        DATABASE_URL=postgres://user:pw@127.0.0.1/zf_bench npm run bench:load   PostgreSQL (seeded when empty)
// Needs a production build whose /api rewrites reach this backend: BACKEND_URL=http://127.0.0.1:4200 npm run build.
// Options (env): PORT (web, default 3200), API_PORT (4200), LOAD_SECONDS (60), LOAD_VISITORS (200), LOAD_INVESTORS
// (20), LOAD_THINK_MS (mean pause of a visitor between pages, 1000), LOAD_INVESTOR_THINK_MS (500), LOAD_REAL_LIMITS=1
// (keep the per-person posting limits; by default they are raised so that the load is not all 429s),
// LOAD_RAMP_SECONDS (each person starts at a random moment within it; 0, all at once, by default), LOG_LEVEL=info
// (the backend logs every request; each failed /api request is then traced by its x-request-id: bench/load/backendLog.ts).
import {
  SECONDS,
  RAMP_SECONDS,
  failed,
  finish,
  printVerdict,
  byKind,
  durable,
  writesByKind,
  engine,
  runLoad,
  writeReport,
} from './load/run';
import { summariseTraces, traceFailures } from './load/backendLog';

async function main(): Promise<boolean> {
  const { rec, verdict, carts, startedAt } = await runLoad();
  // Answers slower than 10 s, with when they were sent: bursts point at a stall, a spread at saturation.
  const slow = rec.samples
    .filter((s) => s.ms > 10_000 && !failed(s))
    .map((s) => ({
      kind: s.kind,
      status: s.status,
      sent_s: (s.start - startedAt) / 1000,
      ms: Math.round(s.ms),
    }));
  const failures = rec.samples.filter(failed).map((s) => ({
    kind: s.kind,
    status: s.status,
    error: s.error,
    sent_s: (s.start - startedAt) / 1000,
    ms: Math.round(s.ms),
  }));
  const kinds = byKind(rec.samples);
  console.table(kinds);
  const errors = kinds.reduce((n, k) => n + k.errors, 0);
  const limited = kinds.reduce((n, k) => n + k.limited_429, 0);
  const totals = {
    engine: engine(),
    seconds: SECONDS,
    ramp_seconds: RAMP_SECONDS,
    requests: rec.samples.length,
    req_per_s: Math.round(rec.samples.length / SECONDS),
    errors,
    status_429: limited,
    writes_acknowledged: verdict.acknowledged + carts.acknowledged,
    writes_found: verdict.found + carts.found,
    comments_without_id: rec.unlisted,
    counter_drift: verdict.counterDrift.length,
    unanswered_30s: rec.samples.filter((s) => s.status === 0 && s.error === 'TimeoutError').length,
    // This process's own lateness (a late read looks like a slow server): in the first 30 s, and the worst.
    bench_stalled_ms_first_30s: rec.benchStalls
      .filter((s) => s.at < startedAt + 30_000)
      .reduce((n, s) => n + s.ms, 0),
    bench_worst_stall_ms: Math.max(0, ...rec.benchStalls.map((s) => s.ms)),
  };
  const writes = writesByKind(rec, verdict, carts);
  const traces = traceFailures(rec.samples.filter(failed));
  console.log(JSON.stringify(totals));
  console.log(JSON.stringify(writes));
  console.log(`failed /api requests: ${JSON.stringify(summariseTraces(traces))}`);
  printVerdict(verdict, carts, rec);
  for (const e of rec.serverErrors.slice(0, 10)) console.log(`5xx ${e}`);
  writeReport('load', {
    // sent_s below counts from here (to line failures up with the backend's log, LOG_LEVEL=info).
    started_at: new Date(startedAt).toISOString(),
    totals,
    kinds,
    failures,
    failure_traces: traces,
    slow,
    server_errors: rec.serverErrors,
    writes,
    missing: [...verdict.missing, ...carts.missing],
    counter_drift: verdict.counterDrift,
    cart_issues: [...carts.issues, ...rec.cartAnomalies],
  });
  return errors === 0 && durable(verdict, carts, rec);
}

finish('load', main);
