import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { devices, deviceStatusLogs } from './schema';

export type DeviceStatusLogEntry = typeof deviceStatusLogs.$inferInsert;

/**
 * Appends status snapshots and, in the same transaction, the roll-ups the fleet-care views read
 * (docs/decisions/024): each device's filter readings of the day (Europe/Rome) and the PM2.5 sum
 * and count per site and hour. Numbers are read from the stored JSON by one SQL function,
 * `status_number` (migration 0003), the same that filled the roll-ups from the older history.
 * The poller and the demo seed both write through here.
 */
export async function appendStatuses(db: AppDatabase, rows: readonly DeviceStatusLogEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(deviceStatusLogs)
      .values([...rows])
      .returning({ id: deviceStatusLogs.id });
    const ids = sql`(${sql.join(
      inserted.map((r) => sql`${r.id}`),
      sql`, `,
    )})`;
    await tx.execute(sql`
      insert into device_filter_daily (device_id, day, filter, filter_days, filter_hours, last_time)
      select distinct on (device_id, day) device_id, day, f, fd, fh, log_time
      from (
        select ${deviceStatusLogs.deviceId} as device_id,
          (${deviceStatusLogs.logTime} at time zone 'Europe/Rome')::date as day, ${deviceStatusLogs.logTime} as log_time,
          status_number(${deviceStatusLogs.payload}, 'filter') as f,
          status_number(${deviceStatusLogs.payload}, 'filter_days') as fd,
          status_number(${deviceStatusLogs.payload}, 'filter_hours') as fh
        from ${deviceStatusLogs}
        where ${deviceStatusLogs.id} in ${ids} and ${deviceStatusLogs.deviceId} is not null
      ) s
      where f is not null or fd is not null or fh is not null
      order by device_id, day, log_time desc
      on conflict (device_id, day) do update set
        filter = coalesce(excluded.filter, device_filter_daily.filter),
        filter_days = coalesce(excluded.filter_days, device_filter_daily.filter_days),
        filter_hours = coalesce(excluded.filter_hours, device_filter_daily.filter_hours),
        last_time = excluded.last_time
      where excluded.last_time >= device_filter_daily.last_time`);
    await tx.execute(sql`
      insert into site_pm25_hourly (address_id, hour, pm25_sum, readings)
      select ${devices.addressId}, date_trunc('hour', l.log_time at time zone 'UTC') at time zone 'UTC', sum(l.v), count(*)
      from (
        select ${deviceStatusLogs.deviceId} as device_id, ${deviceStatusLogs.logTime} as log_time,
          status_number(${deviceStatusLogs.payload}, 'pm25') as v
        from ${deviceStatusLogs} where ${deviceStatusLogs.id} in ${ids}
      ) l
      join ${devices} on ${devices.id} = l.device_id
      where l.v is not null and ${devices.addressId} is not null
      group by 1, 2
      on conflict (address_id, hour) do update set
        pm25_sum = site_pm25_hourly.pm25_sum + excluded.pm25_sum,
        readings = site_pm25_hourly.readings + excluded.readings`);
  });
}
