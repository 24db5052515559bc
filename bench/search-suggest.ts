// Search as you type (issue 17, item 5): suggestions ({query}, the first 10 hits) at BENCH_CONNECTIONS (20), closed
// loop, against GET /health measured the same way in the same run. Three runs after /health: varied queries as a
// person types them (every prefix of real fund names, typos, English words to stem), the one-word query that
// matches nearly everything ('fund') alone, and the typos alone (they take the spelling fallback). Target: each
// p97.5 within 3x /health's.
//
// Usage: npm run bench:suggest              starts the backend on BENCH_PORT (default 4401) over the embedded database
//                                           in .data/bench/pglite (seeded on the first run; shared with bench:search)
//        BENCH_DATABASE_URL=postgres://… npm run bench:suggest   the same over PostgreSQL (seeded when empty)
//        API_URL=http://host:4401 npm run bench:suggest          measures a running backend (lift its
//                                           SEARCH_LIMIT_PER_MINUTE: every request here comes from one address)
// Options (env): BENCH_SECONDS (default 10 per run), BENCH_CONNECTIONS (20). Writes bench/results/suggest-<date>.json.
import path from 'node:path';
import { startBackend, stopBackend, waitForHealth } from './backend.mjs';
import { type Run, measure, reportAgainstHealth, runBench } from './closedLoop';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_RATIO = 3;

const NAMES = [
  'Parag Parikh Flexi Cap Fund',
  'HDFC Flexi Cap Fund',
  'SBI Small Cap Fund',
  'ICICI Prudential Bluechip Fund',
  'Axis ELSS Tax Saver Fund',
  'Nippon India Small Cap Fund',
  'Mirae Asset Large Cap Fund',
  'Kotak Emerging Equity Fund',
  'Aditya Birla Sun Life Liquid Fund',
  'Bandhan Gold ETF',
];

/** Every prefix of at least two characters, as the box sends them while a person types. */
const TYPED = NAMES.flatMap((name) => Array.from({ length: name.length - 1 }, (_, i) => name.slice(0, i + 2).trimEnd())).filter(
  (q, i, all) => q.length >= 2 && all.indexOf(q) === i,
);

const TYPOS = ['parag parik', 'parag parkh', 'Parag Parikh Flexy Cap', 'hdfc flexy cap', 'mirae aset', 'kotak emergng', 'nipon india', 'icici prudentail', 'sbi smal cap', 'aditya birla sunlife'];
const WORDS = ['investing', 'investments', 'savings', 'tax saving', 'fund', 'funds', 'liquid funds', 'index'];
const VARIED = [...TYPED, ...TYPOS, ...WORDS];

function suggest(base: string, queries: readonly string[]) {
  return (n: number) =>
    fetch(`${base}/search/administration/v2/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: queries[n % queries.length] }),
    });
}

async function main(): Promise<boolean> {
  let base = process.env.API_URL?.replace(/\/$/, '');
  if (!base) {
    base = startBackend(Number(process.env.BENCH_PORT) || 4401, { SEARCH_LIMIT_PER_MINUTE: '1000000' });
    console.log(`starting the backend at ${base} (the first run seeds the database; allow some minutes)…`);
    await waitForHealth(base, 30 * 60 * 1000);
  }
  const health = (await (await fetch(`${base}/health`)).json()) as { data?: { engine?: string } };
  const check = await (await suggest(base, ['parag parik'])(0)).json();
  if (!JSON.stringify(check).includes('Parag Parikh')) throw new Error(`'parag parik' did not find Parag Parikh: ${JSON.stringify(check).slice(0, 200)}`);
  console.log(`${base}: ${health.data?.engine ?? 'unknown'} engine; ${VARIED.length} varied queries (${TYPED.length} typed prefixes)`);

  // Warm-up, not counted: the first search loads the index copy.
  for (let i = 0; i < VARIED.length; i++) await (await suggest(base, VARIED)(i)).arrayBuffer();

  const runs: Run[] = [];
  runs.push(await measure('health', () => fetch(`${base}/health`)));
  runs.push(await measure('suggest varied', suggest(base, VARIED)));
  runs.push(await measure("suggest 'fund'", suggest(base, ['fund'])));
  runs.push(await measure('suggest typos', suggest(base, TYPOS)));
  return reportAgainstHealth('suggest', ROOT, runs, TARGET_RATIO);
}

runBench(main, stopBackend);
