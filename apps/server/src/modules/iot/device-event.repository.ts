import { inArray, sql } from 'drizzle-orm';
import { parseStatus, type DataPoint } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { deviceLatestStatuses, devices } from '../../db/schema';
import { appendStatuses, type DeviceStatusLogEntry } from '../../db/status-ingest';
import { rowsOf } from '../../lib/sql-rows';

/** A device a pushed event names, with its last stored status (empty when it has none). */
export interface ReportingDevice {
  id: number;
  uid: string;
  status: DataPoint[];
}

/** The SQL of the pushed events' ingest: which devices they name, what is already stored, and the append. */
export class DeviceEventRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The devices with these cloud uids, each with its latest stored status. */
  async reportingDevices(uids: readonly string[]): Promise<Map<string, ReportingDevice>> {
    if (uids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid, payload: deviceLatestStatuses.payload })
      .from(devices)
      .leftJoin(deviceLatestStatuses, sql`${deviceLatestStatuses.deviceId} = ${devices.id}`)
      .where(inArray(devices.uid, [...uids]));
    return new Map(rows.map((r) => [r.uid!, { id: r.id, uid: r.uid!, status: parseStatus(r.payload) }]));
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
    const pairs = sql.join(
      rows.map((r) => sql`(${r.deviceUid}::text, ${r.logTime}::timestamptz)`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      select l.device_uid, (extract(epoch from l.log_time) * 1000)::bigint as ms
      from device_status_log l join (values ${pairs}) as v(uid, t) on l.device_uid = v.uid and l.log_time = v.t`);
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
