/**
 * Status history written straight into `device_status_log` by SQL, the way years of polling would
 * have left it: one INSERT … SELECT generate_series per chunk of devices, hourly by default (the
 * accounts' default iot_status_frequency). The latest-status triggers of the table keep
 * `device_latest_status` in the same statement. The monthly partitions of the range are created
 * first (device_status_log_ensure_month, decision 028), so no row goes through the default one.
 */

/** What the writers need of a `pg` client or pool. */
export interface Queryable {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null }>;
}

export interface HistoryDevice {
  id: number;
  uid: string;
}

// A status as the simulator reports it for a model 554 (PurifierFleet.statuses), with markers the
// SQL below replaces per row: the fan speed, PM2.5 and air quality change over the day, the filter
// wears day by day, and the purifier is switched off outside working hours on two devices in three.
const TEMPLATE = JSON.stringify([
  { code: 'switch', value: '@switch' },
  { code: 'mode', value: 'auto' },
  { code: 'fan_speed_enum', value: '@speed' },
  { code: 'child_lock', value: false },
  { code: 'filter_reset', value: false },
  { code: 'countdown', value: 'cancel' },
  { code: 'countdown_left', value: 0 },
  { code: 'filter', value: '@filter' },
  { code: 'filter_days', value: '@days' },
  { code: 'pm25', value: '@pm25' },
  { code: 'air_quality', value: '@air' },
]);

/** The payload of device number `n` at `t`, `h` hours after the start (SQL over columns n, t, h). */
const PAYLOAD_SQL = `replace(replace(replace(replace(replace(replace($5::text,
  '"@switch"', (extract(hour from t at time zone 'Europe/Rome') between 7 and 19 or n % 3 = 0)::text),
  '"@speed"', '"' || (array['sleep', 'low', 'mid', 'high'])[1 + (n + h / 3) % 4] || '"'),
  '"@filter"', greatest(0, 100 - (n + h / 24) % 101)::text),
  '"@days"', greatest(0, 180 - (n + h / 24) % 181)::text),
  '"@pm25"', (4 + (n * 7 + h * 13) % 61)::text),
  '"@air"', case when (4 + (n * 7 + h * 13) % 61) < 15 then '"great"' when (4 + (n * 7 + h * 13) % 61) < 35 then '"good"' else '"mild"' end)`;

/** Creates the monthly partitions from `from` to `to` (UTC months) that are missing. */
export async function ensureStatusMonths(client: Queryable, from: Date, to: Date): Promise<void> {
  await client.query(
    `select device_status_log_ensure_month(m::date) from generate_series(
       date_trunc('month', $1::timestamptz at time zone 'UTC'), date_trunc('month', $2::timestamptz at time zone 'UTC'),
       interval '1 month') m`,
    [from, to],
  );
}

/**
 * Statuses of `devices` every `stepSeconds` from `from` (inclusive) to `to` (exclusive), `chunk`
 * devices per statement; about one in a hundred is offline. Answers the rows written.
 */
export async function writeStatusHistory(
  client: Queryable,
  devices: readonly HistoryDevice[],
  range: { from: Date; to: Date; stepSeconds?: number; chunk?: number },
): Promise<number> {
  const step = range.stepSeconds ?? 3600;
  const chunk = range.chunk ?? 100;
  await ensureStatusMonths(client, range.from, range.to);
  let written = 0;
  for (let i = 0; i < devices.length; i += chunk) {
    const group = devices.slice(i, i + chunk);
    const result = await client.query(
      `insert into device_status_log (device_id, device_uid, log_time, online, payload)
       select d.id, d.uid, t, (n + h) % 97 <> 0, ${PAYLOAD_SQL}
       from unnest($1::int[], $2::text[]) with ordinality as d(id, uid, n),
         lateral (select t, (extract(epoch from t - $3::timestamptz) / 3600)::int as h
                  from generate_series($3::timestamptz, $4::timestamptz - make_interval(secs => $6), make_interval(secs => $6)) t) g`,
      [group.map((d) => d.id), group.map((d) => d.uid), range.from, range.to, TEMPLATE, step],
    );
    written += result.rowCount ?? 0;
  }
  return written;
}

/**
 * The demo fleet's devices get one status two hours old, so the server's first start finds them
 * with history and leaves its 90 simulated days out (seedDemoHistory only fills devices without
 * any): minutes on a busy machine, past startServer's timeout, and nothing a bench measures. Two
 * hours old, so the poller still counts them as due.
 */
export async function markDemoHistoryPresent(client: Queryable): Promise<void> {
  const demo = (await client.query(`select id, uid from device where uid like 'bf%' order by id`))
    .rows as unknown as HistoryDevice[];
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  await writeStatusHistory(client, demo, {
    from: new Date(hour - 2 * 3_600_000),
    to: new Date(hour - 3_600_000),
  });
}
