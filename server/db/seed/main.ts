/**
 * `npm run db:seed [-- --reset] [-- --scale N]`: migrates the database the environment points at
 * (PGLITE_DIR / DATA_DIR, or DATABASE_URL), loads the AMFI market data when no funds are present, then the
 * demo data. Safe to run again: parts already present are skipped and said so.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { closeDb, getDbHandle } from '../client';
import { migrateDb } from '../migrate';
import { seedMarketData } from '../../market/seed';
import { parseSeedArgs } from './args';
import {
  demoSummaryLines,
  fundCount,
  resetDemo,
  seedDemo,
  seedScale,
  SCALE_EXPERT_MOBILE,
} from './index';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const args = parseSeedArgs(process.argv.slice(2));
  const started = Date.now();
  const handle = getDbHandle();
  console.log(`[seed] database: ${handle.engine} at ${handle.location}`);
  await migrateDb(handle);
  const db = handle.db;

  if (args.reset) {
    const t = Date.now();
    const removed = await resetDemo(db);
    if (removed.documentKeys.length > 0) {
      // The rows are gone; their sealed files would be unreachable garbage in the documents folder.
      const dir = loadConfig().documentsDir;
      await Promise.all(
        removed.documentKeys.map((key) => rm(path.join(dir, path.basename(key)), { force: true })),
      );
    }
    console.log(
      `[seed] --reset: removed ${removed.users} demo users (with their data, ${removed.documentKeys.length} KYC documents) and ${removed.content} demo content items in ${seconds(t)}`,
    );
  }

  if ((await fundCount(db)) === 0) {
    const t = Date.now();
    const market = await seedMarketData(db);
    console.log(
      `[seed] market data: ${market.funds_inserted} funds, ${market.nav_rows_inserted} NAV rows from ${market.history_files} histories in ${seconds(t)}`,
    );
  } else
    console.log(
      '[seed] market data already present: skipped (import newer files with npm run import:amfi)',
    );

  const t = Date.now();
  const demo = await seedDemo(db);
  const created = Object.entries(demo.created);
  if (created.length > 0)
    console.log(
      `[seed] demo data created in ${seconds(t)}: ${created.map(([k, v]) => `${k} ${v}`).join(', ')}`,
    );
  if (demo.skipped.length > 0)
    console.log(`[seed] already seeded, skipped: ${demo.skipped.join(', ')}`);
  if (demo.follow_ups_redated > 0)
    console.log(
      `[seed] moved ${demo.follow_ups_redated} demo follow-ups so that today's are due today`,
    );
  if (demo.birthdays_redated > 0)
    console.log(`[seed] moved ${demo.birthdays_redated} demo birthdays into the coming week (Pro Zone)`);

  if (args.scale !== null) {
    const ts = Date.now();
    const scale = await seedScale(db, args.scale);
    const rows = Object.entries(scale.rows)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      scale.clients_added > 0
        ? `[seed] --scale ${args.scale}: expert ${SCALE_EXPERT_MOBILE} got ${scale.clients_added} new clients (${rows}) in ${seconds(ts)}`
        : `[seed] --scale ${args.scale}: expert ${SCALE_EXPERT_MOBILE} already has ${scale.clients_before} clients; nothing added`,
    );
  }

  console.log(`[seed] done in ${seconds(started)}.`);
  for (const line of demoSummaryLines()) console.log(`[seed] ${line}`);
  await closeDb();
}

main().catch(async (error: unknown) => {
  console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
