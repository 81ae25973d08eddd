import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { rowsOf } from '../lib/sql-rows';

/** Notes recomputed per call of the job: a few seconds of work at most. */
const JOB_CHUNK = 20_000;

/**
 * Recomputes the pending hours of the hourly roll-up (migration 0009, decision 030): those of the
 * given devices (a read about to use their roll-up), or of any device (the job). Answers how many
 * pending notes it took.
 */
export async function drainStatusHourly(
  db: AppDatabase,
  uids?: readonly string[],
  maxRows = uids ? 1_000_000 : JOB_CHUNK,
): Promise<number> {
  if (uids && uids.length === 0) return 0;
  const only = uids
    ? sql`array[${sql.join(
        uids.map((u) => sql`${u}`),
        sql`, `,
      )}]::text[]`
    : sql`null::text[]`;
  const result = await db.execute(sql`select device_status_hourly_drain(${only}, ${maxRows}) as n`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Notes after which the job refreshes the roll-up's planner statistics. */
const ANALYZE_AFTER = 10_000;

/**
 * The job: drains every pending note, chunk by chunk, within `budgetMs`. After a large drain it
 * refreshes the roll-up's statistics itself: the recompute's plan depends on them (measured: 1 s
 * instead of 60 ms for 20 notes with the statistics of an empty table), and PGlite, the default
 * database, runs no autovacuum to keep them.
 */
export async function drainAllStatusHourly(db: AppDatabase, budgetMs = 20_000): Promise<number> {
  const started = Date.now();
  let total = 0;
  while (Date.now() - started < budgetMs) {
    const taken = await drainStatusHourly(db);
    if (taken === 0) break;
    total += taken;
  }
  if (total >= ANALYZE_AFTER) await db.execute(sql`analyze device_status_hourly`);
  return total;
}
