CREATE TABLE "device_status_hourly" (
	"device_uid" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"last_time" timestamp with time zone,
	"last_online" boolean,
	"last_payload" text,
	"pm25_sum" double precision DEFAULT 0 NOT NULL,
	"pm25_readings" integer DEFAULT 0 NOT NULL,
	"covered_ms" integer DEFAULT 0 NOT NULL,
	"online_ms" integer DEFAULT 0 NOT NULL,
	"speed1_ms" integer DEFAULT 0 NOT NULL,
	"speed2_ms" integer DEFAULT 0 NOT NULL,
	"speed3_ms" integer DEFAULT 0 NOT NULL,
	"speed4_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_status_hourly_device_uid_hour_pk" PRIMARY KEY("device_uid","hour")
);
--> statement-breakpoint
CREATE INDEX "device_status_hourly_hour_idx" ON "device_status_hourly" USING btree ("hour");--> statement-breakpoint
-- The fan speed a device runs at in a stored status, or null when it is not running: the SQL twin
-- of runningSpeed in packages/contracts/src/iot/energy.ts (offline, switch false, or no readable
-- `speed` '1'..'4' / `fan_speed_enum` name = not running). db/status-hourly.test.ts checks the two agree.
CREATE OR REPLACE FUNCTION status_running_speed(online boolean, payload text) RETURNS smallint
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  doc jsonb;
  sw jsonb;
  speed jsonb;
  named jsonb;
BEGIN
  IF NOT online THEN
    RETURN NULL;
  END IF;
  -- Parsed once; the three points read in one pass (this runs for every status the roll-up reads).
  doc := payload::jsonb;
  SELECT (SELECT e -> 'value' FROM jsonb_array_elements(doc) e WHERE e ->> 'code' = 'switch' LIMIT 1),
         (SELECT e -> 'value' FROM jsonb_array_elements(doc) e WHERE e ->> 'code' = 'speed' LIMIT 1),
         (SELECT e -> 'value' FROM jsonb_array_elements(doc) e WHERE e ->> 'code' = 'fan_speed_enum' LIMIT 1)
    INTO sw, speed, named;
  IF sw = 'false'::jsonb THEN
    RETURN NULL;
  END IF;
  -- `speed` as status_number reads a number: a JSON number or a numeric string.
  IF (CASE WHEN jsonb_typeof(speed) = 'number' OR (jsonb_typeof(speed) = 'string' AND (speed #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$')
          THEN trim(speed #>> '{}')::numeric IN (1, 2, 3, 4) ELSE false END) THEN
    RETURN trim(speed #>> '{}')::numeric::smallint;
  END IF;
  IF jsonb_typeof(named) IS DISTINCT FROM 'string' THEN
    RETURN NULL;
  END IF;
  RETURN CASE lower(named #>> '{}')
    WHEN 'sleep' THEN 1 WHEN 'low' THEN 2 WHEN 'mid' THEN 3 WHEN 'middle' THEN 3 WHEN 'medium' THEN 3 WHEN 'high' THEN 4
  END;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recomputes, from the raw history, the hours of device_status_hourly that statuses stored at the
-- given times touch (decision 030): for each (uid, lo, hi), the UTC hours from lo's to the one
-- where a status at hi stops holding. A status holds from its time until the device's next status,
-- at most the owner's polling interval plus a minute (3,600 s without an owner), as the energy
-- report counts it; an inserted status only shortens its predecessor inside its own holding time,
-- so these hours are all that can change. Consecutive hours are read as one range of the
-- (device_uid, log_time) index, widened by the holding time on both sides, and replaced whole (an
-- hour left without any status, after a delete, loses its row).
-- JIT off: the generic plan's row estimates (generate_series, the lateral ranges) are far above the
-- few rows of a batch, and compiling it cost seconds per statement on PostgreSQL.
CREATE OR REPLACE FUNCTION device_status_hourly_refresh(uids text[], los timestamptz[], his timestamptz[]) RETURNS void
LANGUAGE sql SET jit = off AS $$
WITH spans AS (
  SELECT s.uid, s.lo, s.hi,
    (coalesce((SELECT a.iot_status_frequency FROM device d JOIN user_account a ON a.id = d.owner_id WHERE d.uid = s.uid), 3600) + 60)
      * interval '1 second' AS hold
  FROM unnest(uids, los, his) AS s(uid, lo, hi)
  WHERE s.uid IS NOT NULL
), hours AS (
  SELECT DISTINCT uid, hold, h
  FROM spans, generate_series(
    date_trunc('hour', lo AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    date_trunc('hour', (hi + hold) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    interval '1 hour') AS g(h)
), islands AS (
  SELECT uid, hold, min(h) AS first_h, max(h) + interval '1 hour' AS end_h
  FROM (SELECT uid, hold, h, h - row_number() OVER (PARTITION BY uid ORDER BY h) * interval '1 hour' AS grp FROM hours) x
  GROUP BY uid, hold, grp
), statuses AS (
  SELECT i.uid, i.first_h, i.end_h, l.id, l.log_time, l.online, l.payload,
    status_running_speed(l.online, l.payload) AS speed,
    least(lead(l.log_time) OVER (PARTITION BY i.uid, i.first_h ORDER BY l.log_time, l.id), l.log_time + i.hold) AS until
  FROM islands i
  CROSS JOIN LATERAL (
    SELECT id, log_time, online, payload FROM device_status_log
    WHERE device_uid = i.uid AND log_time >= i.first_h - i.hold AND log_time < i.end_h + i.hold
  ) l
), pieces AS (
  SELECT s.uid, g.h AS hour, s.online, s.speed,
    round(extract(epoch FROM least(s.until, g.h + interval '1 hour') - greatest(s.log_time, g.h)) * 1000)::int AS ms
  FROM statuses s
  CROSS JOIN LATERAL generate_series(
    greatest(date_trunc('hour', s.log_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', s.first_h),
    least(s.until, s.end_h - interval '1 hour'),
    interval '1 hour') AS g(h)
  WHERE s.until > greatest(s.log_time, g.h)
), held AS (
  SELECT uid, hour, sum(ms) AS covered_ms,
    coalesce(sum(ms) FILTER (WHERE online), 0) AS online_ms,
    coalesce(sum(ms) FILTER (WHERE speed = 1), 0) AS speed1_ms,
    coalesce(sum(ms) FILTER (WHERE speed = 2), 0) AS speed2_ms,
    coalesce(sum(ms) FILTER (WHERE speed = 3), 0) AS speed3_ms,
    coalesce(sum(ms) FILTER (WHERE speed = 4), 0) AS speed4_ms
  FROM pieces GROUP BY uid, hour
), inside AS (
  SELECT uid, date_trunc('hour', log_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, id, log_time, online, payload,
    CASE WHEN online THEN status_number(payload, 'pm25') END AS pm25
  FROM statuses WHERE log_time >= first_h AND log_time < end_h
), last AS (
  SELECT DISTINCT ON (uid, hour) uid, hour, log_time, online, payload
  FROM inside ORDER BY uid, hour, log_time DESC, id DESC
), pm AS (
  SELECT uid, hour, coalesce(sum(pm25), 0) AS pm25_sum, count(pm25) AS pm25_readings FROM inside GROUP BY uid, hour
), computed AS (
  SELECT coalesce(h.uid, l.uid) AS uid, coalesce(h.hour, l.hour) AS hour, l.log_time, l.online, l.payload,
    coalesce(p.pm25_sum, 0) AS pm25_sum, coalesce(p.pm25_readings, 0) AS pm25_readings,
    coalesce(h.covered_ms, 0) AS covered_ms, coalesce(h.online_ms, 0) AS online_ms,
    coalesce(h.speed1_ms, 0) AS speed1_ms, coalesce(h.speed2_ms, 0) AS speed2_ms,
    coalesce(h.speed3_ms, 0) AS speed3_ms, coalesce(h.speed4_ms, 0) AS speed4_ms
  FROM held h
  FULL JOIN last l ON l.uid = h.uid AND l.hour = h.hour
  LEFT JOIN pm p ON p.uid = coalesce(h.uid, l.uid) AND p.hour = coalesce(h.hour, l.hour)
), emptied AS (
  DELETE FROM device_status_hourly t USING hours x
  WHERE t.device_uid = x.uid AND t.hour = x.h AND NOT EXISTS (SELECT 1 FROM computed c WHERE c.uid = x.uid AND c.hour = x.h)
)
INSERT INTO device_status_hourly AS t (device_uid, hour, last_time, last_online, last_payload, pm25_sum, pm25_readings,
  covered_ms, online_ms, speed1_ms, speed2_ms, speed3_ms, speed4_ms)
SELECT uid, hour, log_time, online, payload, pm25_sum, pm25_readings, covered_ms, online_ms,
  speed1_ms, speed2_ms, speed3_ms, speed4_ms
FROM computed
ON CONFLICT (device_uid, hour) DO UPDATE SET
  last_time = excluded.last_time, last_online = excluded.last_online, last_payload = excluded.last_payload,
  pm25_sum = excluded.pm25_sum, pm25_readings = excluded.pm25_readings, covered_ms = excluded.covered_ms,
  online_ms = excluded.online_ms, speed1_ms = excluded.speed1_ms, speed2_ms = excluded.speed2_ms,
  speed3_ms = excluded.speed3_ms, speed4_ms = excluded.speed4_ms
$$;--> statement-breakpoint
-- Kept by the statements that write the history, as the latest status is (decision 027): the
-- poller, pushed events and the demo seed (appendStatuses) and every other writer (fixtures, bulk
-- loads). The statuses of one statement are grouped per device and hour. Dropping a whole partition
-- (retention) fires nothing: the retention job deletes the hourly rows of the dropped months itself.
CREATE OR REPLACE FUNCTION device_status_hourly_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_status_hourly_refresh(array_agg(uid), array_agg(lo), array_agg(hi))
  FROM (SELECT device_uid AS uid, min(log_time) AS lo, max(log_time) AS hi FROM changed
        WHERE device_uid IS NOT NULL GROUP BY device_uid, date_trunc('hour', log_time AT TIME ZONE 'UTC')) s;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION device_status_hourly_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM device_status_hourly;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Named after the latest-status triggers, which fire first (same event, names in order): their
-- upsert locks each device's latest-status row until commit, so two transactions writing one
-- device's statuses refresh its hours one after the other, the second seeing the first's rows.
CREATE TRIGGER "device_status_log_rollup_insert" AFTER INSERT ON "device_status_log"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION device_status_hourly_after_write();--> statement-breakpoint
CREATE TRIGGER "device_status_log_rollup_delete" AFTER DELETE ON "device_status_log"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION device_status_hourly_after_write();--> statement-breakpoint
CREATE TRIGGER "device_status_log_rollup_truncate" AFTER TRUNCATE ON "device_status_log"
FOR EACH STATEMENT EXECUTE FUNCTION device_status_hourly_after_truncate();--> statement-breakpoint
-- The roll-up of the history already stored: every device's whole span, one range each.
SELECT device_status_hourly_refresh(array_agg(device_uid), array_agg(lo), array_agg(hi))
FROM (SELECT device_uid, min(log_time) AS lo, max(log_time) AS hi FROM device_status_log WHERE device_uid IS NOT NULL GROUP BY device_uid) s;
