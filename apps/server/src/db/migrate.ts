import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrateJobSchema } from '../jobs/boss';
import type { DatabaseHandle } from './client';
import type * as schema from './schema/index';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory-lock key that serialises migrations and seeds across server instances. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations from ./migrations (the same SQL for both drivers), then installs or
 * upgrades the job engine's schema (pg-boss keeps its own versions).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // PGlite is single-connection and single-process: nothing to race with.
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    await migrateJobSchema(handle);
    return;
  }
  // Several instances may start together behind a load balancer. drizzle's migrator has no lock,
  // so it runs under the startup lock: the others wait, then find nothing left to apply.
  await withStartupLock(handle, async () => {
    await migrateNodePg(handle.db as NodePgDatabase<typeof schema>, { migrationsFolder });
    await migrateJobSchema(handle);
  });
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a dedicated connection (the work
 * itself runs on the pool), so instances starting together migrate and seed one after the other.
 * PGlite is single-process: the work simply runs.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const pool = handle.pool;
  if (!pool) throw new Error('withStartupLock: PostgreSQL handle without a pool');
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}
