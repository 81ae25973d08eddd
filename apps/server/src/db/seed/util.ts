import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client';

/** Rows per INSERT: few round trips, yet far below PostgreSQL's 65,535 bind-parameter limit. */
export const BATCH_SIZE = 1000;

export async function insertInBatches<T extends PgTable>(
  db: AppDatabase,
  table: T,
  rows: PgInsertValue<T>[],
  size = BATCH_SIZE,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

export type SeedLog = (msg: string) => void;

/** Adds the given day count to an ISO date ('YYYY-MM-DD'), in UTC so no time zone shifts it. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
