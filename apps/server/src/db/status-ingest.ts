import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { DAY_HOURS, devices, deviceStatusLogs } from './schema';

export type DeviceStatusLogEntry = typeof deviceStatusLogs.$inferInsert;

// The site roll-up's 48 columns (sum and readings of each Rome hour), as the ingest writes them:
// the readings of a batch summed into their hour's pair, then added to the stored day.
const SITE_DAY_COLUMNS = sql.raw(DAY_HOURS.map((hh) => `sum_${hh}, readings_${hh}`).join(', '));
const SITE_DAY_SUMS = sql.raw(
  DAY_HOURS.map(
    (hh) => `coalesce(sum(v) filter (where h = ${Number(hh)}), 0), count(*) filter (where h = ${Number(hh)})`,
  ).join(', '),
);
const SITE_DAY_ADD = sql.raw(
  DAY_HOURS.map(
    (hh) =>
      `sum_${hh} = site_pm25_daily.sum_${hh} + excluded.sum_${hh}, readings_${hh} = site_pm25_daily.readings_${hh} + excluded.readings_${hh}`,
  ).join(', '),
);

/**
 * Appends status snapshots and, in the same transaction, the roll-ups the fleet-care views read
 * (docs/decisions/024): each device's filter readings of the day (Europe/Rome) and the PM2.5 sum
 * and count per site, Rome day and hour. Numbers are read from the stored JSON by one SQL function,
 * `status_number` (migration 0003), the same that filled the roll-ups from the older history.
 * Each device's latest status (device_latest_status, decision 027) is kept by the insert itself: a
 * trigger of migration 0005 upserts the newest row of the statement per device, so writers that
 * insert into the history directly (fixtures, bulk loads) keep it too.
 * The hourly roll-up per device (device_status_hourly, decision 030) is kept the same way: a trigger
 * of migration 0008 recomputes the hours the statement touches from the raw rows, so late rows and
 * several statuses of a device in one batch come out as if the history had been rolled up at once.
 * The poller, the pushed events and the demo seed all write through here.
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
      insert into site_pm25_daily (address_id, day, ${SITE_DAY_COLUMNS})
      select address_id, day, ${SITE_DAY_SUMS}
      from (
        select ${devices.addressId} as address_id, (l.log_time at time zone 'Europe/Rome')::date as day,
          extract(hour from l.log_time at time zone 'Europe/Rome')::int as h, l.v
        from (
          select ${deviceStatusLogs.deviceId} as device_id, ${deviceStatusLogs.logTime} as log_time,
            status_number(${deviceStatusLogs.payload}, 'pm25') as v
          from ${deviceStatusLogs} where ${deviceStatusLogs.id} in ${ids}
        ) l
        join ${devices} on ${devices.id} = l.device_id
        where l.v is not null and ${devices.addressId} is not null
      ) s
      group by 1, 2
      on conflict (address_id, day) do update set ${SITE_DAY_ADD}`);
  });
}
