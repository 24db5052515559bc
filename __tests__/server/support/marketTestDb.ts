// Data files and a fresh migrated database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL) for the
// market tests.
import { readFileSync } from 'fs';
import path from 'path';
import type { DbHandle } from '@/server/db/client';
import { createTestDb } from '@/server/db/testing';

export const freshDb = (): Promise<DbHandle> => createTestDb();

export const AMFI_DIR = path.join(__dirname, '../../../server/data/amfi');
export const readAmfi = (name: string) => readFileSync(path.join(AMFI_DIR, name), 'utf8');
export const NAVALL_8COL = 'NAVAll_2026-08-21.txt';
export const NAVALL_6COL = 'NAVAll_2026-08-18_6col.txt';

/** `Date,NAV` CSV of one of the 97 history files, as points. */
export function historyCsvPoints(code: number): { date: string; nav: string }[] {
  return readAmfi(`nav_history/${code}.csv`)
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [date, nav] = line.split(',');
      return { date, nav };
    });
}
