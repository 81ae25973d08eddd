import { sql } from 'drizzle-orm';
import { parseStatus, type DataPoint } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { appendStatuses, type DeviceStatusLogEntry } from '../../db/status-ingest';
import { rowsOf } from '../../lib/sql-rows';

/** A device a pushed event names, with its last stored status (empty when it has none). */
export interface ReportingDevice {
  id: number;
  uid: string;
  status: DataPoint[];
}

/**
 * The SQL of the pushed events' ingest: which devices they name, what is already stored, and the append.
 * A batch's uids and (uid, time) pairs travel as one JSON parameter each: a parameter per value
 * (Drizzle's `inArray`, a VALUES list of pairs) was built and bound one by one on every batch of 500
 * (docs/decisions/045).
 */
export class DeviceEventRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The devices with these cloud uids, each with its latest stored status. */
  async reportingDevices(uids: readonly string[]): Promise<Map<string, ReportingDevice>> {
    if (uids.length === 0) return new Map();
    const result = await this.db.execute(sql`
      select d.id, d.uid, s.payload
      from device d left join device_latest_status s on s.device_id = d.id
      where d.uid in (select json_array_elements_text(${JSON.stringify(uids)}::json))`);
    return new Map(
      rowsOf<{ id: number; uid: string; payload: string | null }>(result).map((r) => [
        r.uid,
        { id: Number(r.id), uid: r.uid, status: parseStatus(r.payload) },
      ]),
    );
  }

  /**
   * Which of these (uid, time) reports the history holds already: a report stored but not
   * acknowledged (the server stopped in between) comes again after a restart, with its time.
   * Keys are `${uid}|${epoch ms}`.
   */
  async alreadyStored(
    rows: readonly Pick<DeviceStatusLogEntry, 'deviceUid' | 'logTime'>[],
  ): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const pairs = JSON.stringify(
      rows.map((r) => ({ uid: r.deviceUid, t: r.logTime?.toISOString() ?? null })),
    );
    const result = await this.db.execute(sql`
      select l.device_uid, (extract(epoch from l.log_time) * 1000)::bigint as ms
      from json_to_recordset(${pairs}::json) as v(uid text, t timestamptz)
      join device_status_log l on l.device_uid = v.uid and l.log_time = v.t`);
    return new Set(
      rowsOf<{ device_uid: string; ms: string | number }>(result).map(
        (r) => `${r.device_uid}|${Number(r.ms)}`,
      ),
    );
  }

  async append(rows: readonly DeviceStatusLogEntry[]): Promise<void> {
    await appendStatuses(this.db, rows);
  }
}
