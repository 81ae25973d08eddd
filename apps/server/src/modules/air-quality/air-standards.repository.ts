import { sql } from 'drizzle-orm';
import type { AirReading } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * The readings a standards report is made of: every stored status of the given devices in
 * [start, end) with a PM2.5 or PM10 value, as instants and values (the rules place them on their
 * slot calendar; decision 049). One index range scan per device (device_id, log_time).
 */
export class AirStandardsRepository {
  constructor(private readonly db: AppDatabase) {}

  async readings(deviceIds: readonly number[], start: number, end: number): Promise<AirReading[]> {
    if (!deviceIds.length) return [];
    const rows = rowsOf<{ at: number | string; pm25: number | null; pm10: number | null }>(
      await this.db.execute(sql`
        select (extract(epoch from log_time) * 1000)::float8 as at, pm25, pm10
        from (select log_time, status_number(payload, 'pm25') as pm25, status_number(payload, 'pm10') as pm10
              from device_status_log
              where device_id = any(${`{${deviceIds.join(',')}}`}::int[])
                and log_time >= ${new Date(start)} and log_time < ${new Date(end)}) s
        where pm25 is not null or pm10 is not null`),
    );
    return rows.map((r) => ({ at: Number(r.at), pm25: r.pm25, pm10: r.pm10 }));
  }
}
