import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/** A monthly partition of the status history: its name and its month's first day (UTC). */
export interface StatusLogPartition {
  name: string;
  month: string;
}

const MONTHLY = /^device_status_log_(\d{4})_(\d{2})$/;

/** UTC 'YYYY-MM-01' of the month `offset` months after the one of `at`. */
export function monthStart(at: Date, offset = 0): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The monthly partitions of device_status_log (migration 0006, decision 028): created ahead of time
 * by the SQL function the migration defined (which moves any rows of that month out of the default
 * partition), and dropped whole beyond the retention.
 */
export class StatusLogPartitionsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Creates the partitions of the given months that are missing; answers how many it created. */
  async ensureMonths(months: readonly string[]): Promise<number> {
    let created = 0;
    for (const month of months) {
      const [row] = rowsOf<{ created: boolean }>(
        await this.db.execute(sql`select device_status_log_ensure_month(${month}::date) as created`),
      );
      if (row?.created) created += 1;
    }
    return created;
  }

  /** The months (UTC 'YYYY-MM-01') of rows waiting in the default partition (a backfill, a late clock). */
  async monthsInDefault(): Promise<string[]> {
    return rowsOf<{ month: string }>(
      await this.db
        .execute(sql`select distinct to_char(date_trunc('month', log_time at time zone 'UTC'), 'YYYY-MM-DD') as month
        from device_status_log_default order by 1`),
    ).map((r) => r.month);
  }

  /** The monthly partitions attached now, oldest first. */
  async partitions(): Promise<StatusLogPartition[]> {
    const names = rowsOf<{ name: string }>(
      await this.db.execute(sql`select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'device_status_log'::regclass`),
    ).map((r) => r.name);
    return names
      .map((name) => ({ name, match: MONTHLY.exec(name) }))
      .filter((p): p is { name: string; match: RegExpExecArray } => p.match !== null)
      .map((p) => ({ name: p.name, month: `${p.match[1]}-${p.match[2]}-01` }))
      .sort((a, b) => a.month.localeCompare(b.month));
  }

  /** Drops the monthly partitions of months before `month` ('YYYY-MM-01'); answers their names. */
  async dropBefore(month: string): Promise<string[]> {
    const old = (await this.partitions()).filter((p) => p.month < month);
    // A dropped partition fires no delete trigger: each device keeps its latest status (decision 027).
    for (const p of old) await this.db.execute(sql.raw(`drop table if exists "${p.name}"`));
    return old.map((p) => p.name);
  }

  /**
   * Deletes the hourly roll-up (device_status_hourly, decision 030) of the hours before `month`
   * ('YYYY-MM-01', UTC): dropping history partitions fires no trigger, so the roll-up of the dropped
   * months goes here, by the index on hour. Answers how many rows went.
   */
  async deleteHourlyBefore(month: string): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await this.db.execute(sql`with gone as (
          delete from device_status_hourly where hour < (${month}::date)::timestamp at time zone 'UTC' returning 1)
        select count(*)::int as n from gone`),
    );
    return rows[0]?.n ?? 0;
  }
}
