// drizzle-kit: `npm run db:generate` writes a migration for schema changes (works offline, no database needed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  ...(process.env.DATABASE_URL?.startsWith('postgres')
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : { driver: 'pglite', dbCredentials: { url: process.env.PGLITE_DIR || '.data/pglite' } }),
  strict: true,
  verbose: true,
});
