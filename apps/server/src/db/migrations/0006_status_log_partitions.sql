-- The status history becomes a table partitioned by month of log_time (decision 028): the old table
-- is renamed, a partitioned one takes its name, its rows and its ids, and the latest-status triggers
-- (migration 0005) move to it. Months are UTC calendar months; rows outside every created month land
-- in the default partition until their month is created (device_status_log_ensure_month moves them).
ALTER TABLE "device_status_log" RENAME TO "device_status_log_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "device_status_log_id_seq" RENAME TO "device_status_log_unpartitioned_id_seq";--> statement-breakpoint
CREATE SEQUENCE "public"."device_status_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('device_status_log_id_seq', coalesce((SELECT max(id) FROM "device_status_log_unpartitioned"), 0) + 1, false);--> statement-breakpoint
CREATE TABLE "device_status_log" (
	"id" bigint DEFAULT nextval('device_status_log_id_seq') NOT NULL,
	"log_time" timestamp with time zone DEFAULT now() NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"payload" text,
	"device_id" integer,
	"device_uid" text,
	"iot_log_id" bigint,
	CONSTRAINT "device_status_log_id_log_time_pk" PRIMARY KEY("id","log_time")
) PARTITION BY RANGE ("log_time");--> statement-breakpoint
ALTER SEQUENCE "device_status_log_id_seq" OWNED BY "device_status_log"."id";--> statement-breakpoint
CREATE TABLE "device_status_log_default" PARTITION OF "device_status_log" DEFAULT;--> statement-breakpoint
-- One month's partition (UTC), created when missing: the rows of that month waiting in the default
-- partition move into it before it is attached (attaching checks the default holds none of them).
CREATE OR REPLACE FUNCTION device_status_log_ensure_month(month date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  day1 date := make_date(extract(year FROM month)::int, extract(month FROM month)::int, 1);
  first timestamptz := day1::timestamp AT TIME ZONE 'UTC';
  next timestamptz := (day1 + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  name text := 'device_status_log_' || to_char(day1, 'YYYY_MM');
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE "device_status_log" INCLUDING DEFAULTS)', name);
  EXECUTE format(
    'WITH moved AS (DELETE FROM "device_status_log_default" WHERE log_time >= %L AND log_time < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
    first, next, name);
  EXECUTE format('ALTER TABLE "device_status_log" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, first, next);
  RETURN true;
END
$$;--> statement-breakpoint
SELECT device_status_log_ensure_month(m::date)
FROM generate_series(
  date_trunc('month', least(coalesce((SELECT min(log_time) FROM "device_status_log_unpartitioned"), now()), now()) AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months',
  interval '1 month') AS m;--> statement-breakpoint
INSERT INTO "device_status_log" ("id", "log_time", "online", "payload", "device_id", "device_uid", "iot_log_id")
SELECT "id", "log_time", "online", "payload", "device_id", "device_uid", "iot_log_id" FROM "device_status_log_unpartitioned";--> statement-breakpoint
DROP TABLE "device_status_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "device_status_log" ADD CONSTRAINT "device_status_log_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_status_log" ADD CONSTRAINT "device_status_log_iot_log_id_iot_log_id_fk" FOREIGN KEY ("iot_log_id") REFERENCES "public"."iot_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_status_log_device_id_log_time_idx" ON "device_status_log" USING btree ("device_id","log_time");--> statement-breakpoint
CREATE INDEX "device_status_log_device_uid_log_time_idx" ON "device_status_log" USING btree ("device_uid","log_time");--> statement-breakpoint
CREATE INDEX "device_status_log_iot_log_id_idx" ON "device_status_log" USING btree ("iot_log_id");--> statement-breakpoint
CREATE INDEX "device_status_log_log_time_idx" ON "device_status_log" USING btree ("log_time");--> statement-breakpoint
-- The latest-status triggers of migration 0005, now on the partitioned table (dropped with the old one).
CREATE TRIGGER "device_status_log_latest_insert" AFTER INSERT ON "device_status_log"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION device_latest_status_after_insert();--> statement-breakpoint
CREATE TRIGGER "device_status_log_latest_delete" AFTER DELETE ON "device_status_log"
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION device_latest_status_after_delete();--> statement-breakpoint
CREATE TRIGGER "device_status_log_latest_truncate" AFTER TRUNCATE ON "device_status_log"
FOR EACH STATEMENT EXECUTE FUNCTION device_latest_status_after_truncate();
