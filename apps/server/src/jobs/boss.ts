import { PgBoss, fromPglite, type Db } from 'pg-boss';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/** The schema pg-boss keeps its tables in, beside the application's own. */
export const JOB_SCHEMA = 'pgboss';

/**
 * A pg-boss instance on the application's own connection: PGlite's one connection through
 * pg-boss's PGlite adapter, or the PostgreSQL pool (so jobs take no connections beyond the pool's
 * limit). `stop({ close: true })` never closes a connection pg-boss did not open.
 */
export function createBoss(database: DatabaseHandle, options: { supervise?: boolean } = {}): PgBoss {
  const common = { schema: JOB_SCHEMA, schedule: false, supervise: options.supervise ?? true };
  if (database.pglite) return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  if (database.pool) return new PgBoss({ ...common, db: poolDb(database.pool) });
  throw new Error('the job engine needs PGlite or a PostgreSQL pool');
}

/** pg-boss's database interface over a node-postgres pool. */
function poolDb(pool: pg.Pool): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // A parameterless multi-statement block (BEGIN ... COMMIT) answers one result per statement.
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
    },
  };
}

/**
 * Installs or upgrades pg-boss's schema (migrate.ts, after the application's migrations), so a
 * server's first start — and every test database cloned from a migrated template — finds it ready.
 */
export async function migrateJobSchema(database: DatabaseHandle): Promise<void> {
  const boss = createBoss(database, { supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
