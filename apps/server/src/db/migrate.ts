import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';
import type * as schema from './schema/index';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory-lock key that serialises migrations across server instances. */
const MIGRATION_LOCK_KEY = 727_001;

/** Applies pending migrations from ./migrations (the same SQL for both drivers). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // PGlite is single-connection and single-process: nothing to race with.
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error('migrateDatabase: PostgreSQL handle without a pool');
  // Several instances may start together behind a load balancer. drizzle's migrator has no lock,
  // so hold a session advisory lock on a dedicated connection while the migrator runs on the
  // pool: the others wait here, then find nothing left to apply.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(handle.db as NodePgDatabase<typeof schema>, { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}
