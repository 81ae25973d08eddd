import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { DAY_HOURS, devices, deviceStatusLogs } from './schema';

export type DeviceStatusLogEntry = typeof deviceStatusLogs.$inferInsert;

// The site roll-up's 72 columns (sum, readings and 5-minute slots of each Rome hour), as the ingest
// writes them: the readings of a batch summed into their hour's pair and their slots' bits set,
// then added to the stored day.
const SITE_DAY_COLUMNS = sql.raw(DAY_HOURS.map((hh) => `sum_${hh}, readings_${hh}, slots_${hh}`).join(', '));
const SITE_DAY_SUMS = sql.raw(
  DAY_HOURS.map((hh) => {
    const inHour = `filter (where h = ${Number(hh)})`;
    return `coalesce(sum(v) ${inHour}, 0), count(*) ${inHour}, coalesce(bit_or(1 << (m / 5)) ${inHour}, 0)`;
  }).join(', '),
);
const SITE_DAY_ADD = sql.raw(
  DAY_HOURS.map(
    (hh) =>
      `sum_${hh} = site_pm25_daily.sum_${hh} + excluded.sum_${hh}, readings_${hh} = site_pm25_daily.readings_${hh} + excluded.readings_${hh}, slots_${hh} = site_pm25_daily.slots_${hh} | excluded.slots_${hh}`,
  ).join(', '),
);

/** A row as JSON for json_to_recordset: instants as ISO text, absent columns as null. */
const jsonRow = (row: DeviceStatusLogEntry) => ({
  id: row.id ?? null,
  log_time: row.logTime ? row.logTime.toISOString() : null,
  online: row.online ?? null,
  payload: row.payload ?? null,
  device_id: row.deviceId ?? null,
  device_uid: row.deviceUid ?? null,
  iot_log_id: row.iotLogId ?? null,
});

/**
 * Appends status snapshots and, in the same statement, the roll-ups the fleet-care views read
 * (docs/decisions/024): each device's filter readings of the day (Europe/Rome) and the PM2.5 sum,
 * count and 5-minute slots per site, Rome day and hour. Numbers are read from the stored JSON by one SQL function,
 * `status_numbers` (migration 0019: one parse a row, the values of `status_number` of migration
 * 0003, the same that filled the roll-ups from the older history).
 * Each device's latest status (device_latest_status, decision 027) is kept by the insert itself: a
 * trigger of migration 0005 upserts the newest row of the statement per device, so writers that
 * insert into the history directly (fixtures, bulk loads) keep it too. The hours a statement touches
 * are noted for the hourly roll-up (device_status_hourly, decision 030) by the trigger of migration
 * 0009, and recomputed by its drain.
 *
 * One statement, one parameter: the rows travel as one JSON array read by `json_to_recordset`, and
 * the two roll-ups are data-modifying CTEs over the inserted rows (PostgreSQL runs each to
 * completion, referenced or not). Drizzle's multi-row insert built a parameter per cell — its
 * query building was a fifth of the poller's CPU at 2,000 rows a statement (session 7) — and the
 * roll-ups re-read the new rows by id in two more statements.
 * The poller, the pushed events and the demo seed all write through here.
 */
export async function appendStatuses(db: AppDatabase, rows: readonly DeviceStatusLogEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    with inserted as (
      insert into ${deviceStatusLogs} (id, log_time, online, payload, device_id, device_uid, iot_log_id)
      select coalesce(r.id, nextval('device_status_log_id_seq')), coalesce(r.log_time, now()),
        coalesce(r.online, false), r.payload, r.device_id, r.device_uid, r.iot_log_id
      from json_to_recordset(${JSON.stringify(rows.map(jsonRow))}::json) as r(id bigint,
        log_time timestamptz, online boolean, payload text, device_id integer, device_uid text,
        iot_log_id bigint)
      returning device_id, log_time, payload
    ), numbers as (
      -- One parse of each new row's payload for both roll-ups (migration 0019, decision 045).
      select i.device_id, i.log_time, n.pm25, n.filter, n.filter_days, n.filter_hours
      from inserted i cross join lateral status_numbers(i.payload) n
      where i.device_id is not null
    ), filters as (
      insert into device_filter_daily (device_id, day, filter, filter_days, filter_hours, last_time)
      select distinct on (device_id, day) device_id, day, f, fd, fh, log_time
      from (
        select device_id, (log_time at time zone 'Europe/Rome')::date as day, log_time,
          filter as f, filter_days as fd, filter_hours as fh
        from numbers
      ) s
      where f is not null or fd is not null or fh is not null
      order by device_id, day, log_time desc
      on conflict (device_id, day) do update set
        filter = coalesce(excluded.filter, device_filter_daily.filter),
        filter_days = coalesce(excluded.filter_days, device_filter_daily.filter_days),
        filter_hours = coalesce(excluded.filter_hours, device_filter_daily.filter_hours),
        last_time = excluded.last_time
      where excluded.last_time >= device_filter_daily.last_time
    )
    insert into site_pm25_daily (address_id, day, ${SITE_DAY_COLUMNS})
    select address_id, day, ${SITE_DAY_SUMS}
    from (
      select ${devices.addressId} as address_id, (l.log_time at time zone 'Europe/Rome')::date as day,
        extract(hour from l.log_time at time zone 'Europe/Rome')::int as h,
        extract(minute from l.log_time at time zone 'Europe/Rome')::int as m, l.v
      from (select device_id, log_time, pm25 as v from numbers) l
      join ${devices} on ${devices.id} = l.device_id
      where l.v is not null and ${devices.addressId} is not null
    ) s
    group by 1, 2
    on conflict (address_id, day) do update set ${SITE_DAY_ADD}`);
}
