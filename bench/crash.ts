#!/usr/bin/env -S npx tsx
// Crash (hardening issue, "Durability and load"): the load of bench/load.ts, and halfway through it `kill -9` of the
// backend process (never the web app), then a restart. Target: the backend answers /health again within 10 s,
// every write acknowledged before or after the crash is in the database (cart adds exactly once, in whole carts), and
// no counter disagrees with its rows.
// Requests that fail while the backend is down are expected and reported apart from the others.
//
// Usage: npm run bench:crash                   embedded PGlite (does its data directory survive kill -9?)
//        DATABASE_URL=postgres://… npm run bench:crash   PostgreSQL
// Same options as bench/load.ts; CRASH_RECOVERY_MS (default 10000) is the target for /health after the restart.
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
  running,
  runLoad,
  writeReport,
} from './load/run';
import { API, type Attempt, startBackend, waitFor } from './load/servers';
import type { Sample } from './load/traffic';
import { summariseTraces, traceFailures } from './load/backendLog';

const RECOVERY_MS = Number(process.env.CRASH_RECOVERY_MS) || 10_000;
/** Requests sent just after /health answered may still meet a web app that has not reconnected yet. */
const GRACE_MS = 2000;

/** '0.1-8.9 s ECONNREFUSED x150, 9.0-11.2 s TimeoutError x1, 11.3 s 200': runs of one outcome, seconds from the kill. */
function summariseAttempts(attempts: Attempt[], from: number): string {
  const s = (t: number) => ((t - from) / 1000).toFixed(1);
  const runs: { outcome: string; first: Attempt; last: Attempt; n: number }[] = [];
  for (const a of attempts) {
    const run = runs[runs.length - 1];
    if (run?.outcome === a.outcome) {
      run.last = a;
      run.n++;
    } else runs.push({ outcome: a.outcome, first: a, last: a, n: 1 });
  }
  return runs
    .map(
      (r) =>
        `sent ${s(r.first.sent)}-${s(r.last.sent)} s, ended ${s(r.last.ended)} s: ${r.outcome} x${r.n}`,
    )
    .join('; ');
}

/** Milliseconds from the kill to the first acknowledged write (like, comment, cart add) sent after it, or null. */
function firstWriteAfter(samples: Sample[], killedAt: number): number | null {
  const ends = samples
    .filter((s) => s.start >= killedAt && s.kind.startsWith('write ') && s.status >= 200 && s.status < 300)
    .map((s) => s.at - killedAt);
  return ends.length ? Math.min(...ends) : null;
}

async function main(): Promise<boolean> {
  const attempts: Attempt[] = [];
  const crash = { killedAt: 0, healthyAt: 0, recovery_ms: 0 };
  const { rec, verdict, carts } = await runLoad(async () => {
    const victim = running.backend!;
    crash.killedAt = Date.now();
    process.kill(victim.pid!, 'SIGKILL');
    await new Promise((r) => victim.once('exit', r));
    console.log(`backend (pid ${victim.pid}) killed with SIGKILL; restarting`);
    running.backend = startBackend();
    await waitFor(`${API}/health`, 120_000, running.backend, 50, attempts);
    crash.healthyAt = Date.now();
    crash.recovery_ms = crash.healthyAt - crash.killedAt;
    console.log(`/health answered again ${crash.recovery_ms} ms after the kill`);
    console.log(`/health tries after the restart: ${summariseAttempts(attempts, crash.killedAt)}`);
  });
  // A request overlaps the outage when it was still waiting at the kill or was sent before the backend was back.
  const overlaps = (s: Sample) => s.at >= crash.killedAt && s.start <= crash.healthyAt + GRACE_MS;
  const during = rec.samples.filter(overlaps);
  const outside = rec.samples.filter((s) => !overlaps(s));
  const kinds = byKind(outside);
  // When each failure outside the outage happened, in seconds from the kill (and /health answered at recovery_ms).
  const late = outside.filter(failed).map((s) => ({
    kind: s.kind,
    status: s.status,
    error: s.error,
    sent_s: (s.start - crash.killedAt) / 1000,
    ended_s: (s.at - crash.killedAt) / 1000,
  }));
  console.table(kinds);
  const errors = kinds.reduce((n, k) => n + k.errors, 0);
  const totals = {
    engine: engine(),
    seconds: SECONDS,
    ramp_seconds: RAMP_SECONDS,
    requests: rec.samples.length,
    recovery_ms: crash.recovery_ms,
    // /health's ping goes ahead of waiting statements (server/db/takeTurns.ts): the first write a person sent after
    // the kill and saw acknowledged says when the backend was back for them, not only for the probe.
    first_write_after_kill_ms: firstWriteAfter(rec.samples, crash.killedAt),
    errors_outside_outage: errors,
    failed_during_outage: during.filter(failed).length,
    requests_during_outage: during.length,
    writes_acknowledged: verdict.acknowledged + carts.acknowledged,
    writes_found: verdict.found + carts.found,
    counter_drift: verdict.counterDrift.length,
    // This process's own lateness between the kill and /health answering (a late read looks like a slow backend).
    bench_stalled_ms_until_healthy: rec.benchStalls
      .filter((s) => s.at >= crash.killedAt && s.at <= crash.healthyAt)
      .reduce((n, s) => n + s.ms, 0),
    bench_worst_stall_ms: Math.max(0, ...rec.benchStalls.map((s) => s.ms)),
  };
  const writes = writesByKind(rec, verdict, carts);
  const traces = traceFailures(outside.filter(failed));
  console.log(JSON.stringify(totals));
  console.log(JSON.stringify(writes));
  console.log(
    `failed /api requests outside the outage: ${JSON.stringify(summariseTraces(traces))}`,
  );
  printVerdict(verdict, carts, rec);
  for (const e of rec.serverErrors.slice(0, 10)) console.log(`5xx ${e}`);
  writeReport('crash', {
    killed_at: new Date(crash.killedAt).toISOString(),
    totals,
    kinds,
    outage_kinds: byKind(during),
    failures_outside_outage: late,
    failure_traces: traces,
    server_errors: rec.serverErrors,
    writes,
    missing: [...verdict.missing, ...carts.missing],
    counter_drift: verdict.counterDrift,
    cart_issues: [...carts.issues, ...rec.cartAnomalies],
  });
  return crash.recovery_ms <= RECOVERY_MS && errors === 0 && durable(verdict, carts, rec);
}

finish('crash', main);
