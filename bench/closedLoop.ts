// The closed-loop measurement the backend benches share: CONNECTIONS loops each sending one request after the other
// for SECONDS, every answer's latency kept; then each run's p97.5 as a ratio to /health's in the same run, printed
// and written to bench/results/<name>-<date>.json. Compare ratios within one run, never absolute figures across runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;

export interface Run {
  name: string;
  requests: number;
  failures: number;
  req_per_s: number;
  p50_ms: number;
  p97_5_ms: number;
  p99_ms: number;
}

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/** `send(n)` makes the n-th request of the run (n counts across connections). */
export async function measure(name: string, send: (n: number) => Promise<Response>): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await send(sent++);
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!res.ok) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const run = {
    name,
    requests: latencies.length,
    failures,
    req_per_s: Math.round(latencies.length / SECONDS),
    p50_ms: percentile(latencies, 50),
    p97_5_ms: percentile(latencies, 97.5),
    p99_ms: percentile(latencies, 99),
  };
  console.log(`${name.padEnd(18)} p50 ${run.p50_ms} ms  p97.5 ${run.p97_5_ms} ms  ${run.req_per_s} req/s  (${run.requests} requests, ${failures} failed)`);
  return run;
}

interface Judged extends Run {
  base: string;
  ratio: number;
  within_target: boolean;
}

function writeReport(bench: string, root: string, runs: object[]): void {
  const report = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, load_average: os.loadavg(), connections: CONNECTIONS, seconds: SECONDS, runs };
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${bench}-${report.date.slice(0, 19).replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(root, file)}`);
}

/** Each run's p97.5 against its base run's (by name); true when every judged run is within `target` and had no failure. */
export function reportRatios(bench: string, root: string, runs: Run[], baseOf: (run: Run) => string | null, target: number): boolean {
  const byName = new Map(runs.map((r) => [r.name, r]));
  const judged: Judged[] = [];
  for (const run of runs) {
    const base = byName.get(baseOf(run) ?? '');
    if (!base) continue;
    const ratio = run.p97_5_ms / base.p97_5_ms;
    judged.push({ ...run, base: base.name, ratio: Number(ratio.toFixed(2)), within_target: ratio <= target && run.failures === 0 && base.failures === 0 });
  }
  for (const r of judged) console.log(`${r.name}: p97.5 ${r.ratio}x ${r.base} (target <= ${target}x): ${r.within_target ? 'met' : 'NOT met'}`);
  writeReport(bench, root, runs.map((run) => judged.find((j) => j.name === run.name) ?? run));
  return judged.every((r) => r.within_target);
}

/** The first run is /health; true when every other run is within `target` times its p97.5 and had no failure. */
export function reportAgainstHealth(bench: string, root: string, runs: Run[], target: number): boolean {
  return reportRatios(bench, root, runs, (run) => (run === runs[0] ? null : runs[0].name), target);
}

/**
 * Runs a bench to its verdict: exit code 0 when every target was met, 1 otherwise or on failure; the backend the
 * bench started is stopped either way.
 */
export function runBench(main: () => Promise<boolean>, stopBackend: () => void): void {
  main()
    .then((met) => {
      stopBackend();
      process.exitCode = met ? 0 : 1;
    })
    .catch((error: Error) => {
      stopBackend();
      console.error(`bench failed: ${error.message}`);
      process.exitCode = 1;
    });
}
