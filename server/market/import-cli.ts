/**
 * `npm run import:amfi -- <NAVAll.txt> [more files]`: the daily job of the market-data provider. Migrates the
 * database the environment points at (PGLITE_DIR / DATA_DIR, or DATABASE_URL), imports each AMFI file in the
 * order given (6- or 8-column layout), prints what changed and asks the web app (WEB_REVALIDATE_URL) to rebuild
 * the cached pages of the funds that changed. Importing a file twice changes nothing.
 * Exits 1 with a plain message when a file is missing, unreadable or not an AMFI NAVAll file.
 */
import { readFileSync } from 'fs';
import { closeDb, getDbHandle } from '../db/client';
import { migrateDb } from '../db/migrate';
import { importParsedNavAll } from './importer';
import { notifyChangedPages } from './pageNotifier';
import { NavAllFormatError, parseNavAll } from './parseNavAll';
import { optimizeMarketTables } from './version.repo';

const USAGE = 'Usage: npm run import:amfi -- <NAVAll.txt> [more NAVAll files]';
const SKIPPED_SHOWN = 10;

class CliError extends Error {}

function readInput(file: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : code;
    throw new CliError(`Cannot read ${file}: ${why ?? 'unknown error'}`);
  }
  try {
    return parseNavAll(text);
  } catch (error) {
    throw error instanceof NavAllFormatError ? new CliError(`${file}: ${error.message}`) : error;
  }
}

async function main(files: string[]): Promise<void> {
  if (files.length === 0 || files.some((f) => f === '--help' || f === '-h')) throw new CliError(USAGE);
  // Read and parse every file before touching the database, so that a wrong second name imports nothing.
  const inputs = files.map((file) => ({ file, parsed: readInput(file) }));
  const handle = getDbHandle();
  const changed = new Set<string>();
  try {
    await migrateDb(handle);
    for (const { file, parsed } of inputs) {
      const started = Date.now();
      const result = await importParsedNavAll(handle.db, parsed);
      for (const slug of result.changed_slugs) changed.add(slug);
      console.log(
        `${file}: ${result.layout}-column file, ${result.rows} schemes; funds ${result.funds_inserted} new, ` +
          `${result.funds_updated} updated; ${result.nav_rows_inserted} new NAV rows (${Date.now() - started} ms, ${handle.engine})`,
      );
      for (const s of result.skipped.slice(0, SKIPPED_SHOWN)) console.log(`  skipped line ${s.line}: ${s.reason}`);
      if (result.skipped.length > SKIPPED_SHOWN) console.log(`  ... and ${result.skipped.length - SKIPPED_SHOWN} more skipped lines`);
    }
    await optimizeMarketTables(handle.db);
    await notifyWebApp(changed);
  } finally {
    await closeDb();
  }
}

/** After the whole import is committed: the web app rebuilds the cached pages of the funds that changed. */
async function notifyWebApp(changed: Set<string>): Promise<void> {
  const result = await notifyChangedPages([...changed]);
  if (!result) {
    if (changed.size > 0) console.log(`${changed.size} fund pages changed (WEB_REVALIDATE_URL is not set: the web app rebuilds them within their lifetime)`);
    return;
  }
  console.log(`web app: ${result.sent} fund pages rebuilt${result.failed ? `, ${result.failed} not reached (they refresh within their lifetime)` : ''}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CliError ? error.message : `Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
