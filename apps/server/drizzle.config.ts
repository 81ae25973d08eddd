import { defineConfig } from 'drizzle-kit';

// One migration set for both PGlite and PostgreSQL: plain PostgreSQL DDL, nothing server-specific.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
