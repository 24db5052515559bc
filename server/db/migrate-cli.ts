// `npm run db:migrate`: applies pending migrations to the configured database and exits (deploy step).
import { closeDb, getDbHandle } from './client';
import { migrateDb } from './migrate';

async function run() {
  const handle = getDbHandle();
  await migrateDb(handle);
  console.log(`migrations applied (${handle.engine}: ${handle.location})`);
  await closeDb();
}

run().catch((error) => {
  console.error('migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
