// A test database holding a slice of the real AMFI list (every scheme of a few fund houses, from both daily
// files, so that old-style names such as 'Parag Parikh Liquid Fund- Direct Plan- Growth' are there too) plus a
// little content. The search index is filled by the database's own triggers as these rows go in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';
import { importNavAll } from '@/server/market/importer';
import { NAVALL_FILES } from '@/server/market/seed';

const AMFI_DIR = path.join(__dirname, '../../../server/data/amfi');
const KEPT = /parag parikh|bandhan gold|bandhan silver|hdfc flexi|sbi small|icici prudential bluechip|axis/i;

/** The NAVAll text with only the kept schemes' rows (category and fund-house lines stay: rows need them). */
export function navAllSlice(file: string): string {
  return readFileSync(path.join(AMFI_DIR, file), 'utf8')
    .split('\n')
    .filter((line, i) => i === 0 || !line.includes(';') || KEPT.test(line.split(';')[3] ?? ''))
    .join('\n');
}

export async function searchTestDb(): Promise<DbHandle> {
  const handle = await createTestDb();
  for (const file of NAVALL_FILES) await importNavAll(handle.db, navAllSlice(file));
  return handle;
}

/** A NAVAll file (8-column layout) of one scheme, for imports that rename or re-price it. */
export function oneSchemeNavAll(row: { code: number; name: string; plan: string; option: string; nav: string; date: string }): string {
  return [
    'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date',
    '',
    'Open Ended Schemes(Equity Scheme - Flexi Cap Fund)',
    '',
    'PPFAS Mutual Fund',
    '',
    `${row.code};INF879O01027;-;${row.name};${row.plan};${row.option};${row.nav};${row.date}`,
  ].join('\n');
}
