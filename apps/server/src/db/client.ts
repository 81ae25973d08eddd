import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS_MB } from './pglite-settings';
import * as schema from './schema/index';

/** The one database type the app codes against, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use a PostgreSQL server through a node-postgres pool. */
  databaseUrl?: string;
  /** PGlite data directory; created if missing. Omitted: an in-memory database. */
  dataDir?: string;
  /** A PGlite dumpDataDir() tarball to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
  /** node-postgres pool size (default 10). */
  poolMax?: number;
  /** PGlite's shared_buffers in MB (default PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolMax) : openPglite(options);
}

async function openPostgres(connectionString: string, poolMax = 10): Promise<DatabaseHandle> {
  // JIT off for the server's sessions: its statements are short, and on the partitioned history
  // the planner's estimates put the ingest's statements past jit_above_cost, so each insert of a
  // batch compiled code first — 1.5 s instead of 0.1–0.2 s for 500 statuses (decision 032).
  const pool = new pg.Pool({ connectionString, max: poolMax, options: '-c jit=off' });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => undefined);
  const db: AppDatabase = drizzleNodePg(pool, { schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    pool,
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
  try {
    await handle.ping(); // fail at start-up, with the driver's message, if the URL is wrong
  } catch (error) {
    await pool.end();
    throw error;
  }
  return handle;
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const sharedBuffers = options.pgliteSharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB;
  const pglite = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}MB`],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db: AppDatabase = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
