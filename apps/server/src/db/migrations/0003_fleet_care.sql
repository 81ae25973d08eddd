CREATE TABLE "device_filter_daily" (
	"device_id" integer NOT NULL,
	"day" date NOT NULL,
	"filter" double precision,
	"filter_days" double precision,
	"filter_hours" double precision,
	"last_time" timestamp with time zone NOT NULL,
	CONSTRAINT "device_filter_daily_device_id_day_pk" PRIMARY KEY("device_id","day")
);
--> statement-breakpoint
CREATE TABLE "device_filter_forecast" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"measure" varchar(20),
	"kind" varchar(20) NOT NULL,
	"reason" varchar(30),
	"overdue" boolean DEFAULT false NOT NULL,
	"rate_per_day" double precision,
	"last_value" double precision,
	"last_time" timestamp with time zone,
	"danger_at" timestamp with time zone,
	"readings" integer DEFAULT 0 NOT NULL,
	"basis_days" double precision DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_quota_alert" (
	"account_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"level" varchar(10) NOT NULL,
	"projected_fraction" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_quota_alert_account_id_month_level_pk" PRIMARY KEY("account_id","month","level")
);
--> statement-breakpoint
CREATE TABLE "monthly_report_send" (
	"account_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "monthly_report_send_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "site_pm25_hourly" (
	"address_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"pm25_sum" double precision NOT NULL,
	"readings" integer NOT NULL,
	CONSTRAINT "site_pm25_hourly_address_id_hour_pk" PRIMARY KEY("address_id","hour")
);
--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "iot_status_slowdown" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "monthly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "device_filter_daily" ADD CONSTRAINT "device_filter_daily_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_filter_forecast" ADD CONSTRAINT "device_filter_forecast_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_quota_alert" ADD CONSTRAINT "iot_quota_alert_account_id_user_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_report_send" ADD CONSTRAINT "monthly_report_send_account_id_user_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pm25_hourly" ADD CONSTRAINT "site_pm25_hourly_address_id_com_partner_addr_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."com_partner_addr"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_filter_forecast_danger_at_idx" ON "device_filter_forecast" USING btree ("danger_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION status_number(payload text, point_code text) RETURNS double precision
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v jsonb;
BEGIN
  -- The value of one data point of a stored status (a JSON list of {code, value}), as a number:
  -- numbers as they are, numeric strings read, anything else (or a malformed payload) null.
  SELECT e -> 'value' INTO v FROM jsonb_array_elements(payload::jsonb) e WHERE e ->> 'code' = point_code LIMIT 1;
  IF v IS NULL THEN
    RETURN NULL;
  ELSIF jsonb_typeof(v) = 'number' THEN
    RETURN (v #>> '{}')::double precision;
  ELSIF jsonb_typeof(v) = 'string' AND (v #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$' THEN
    RETURN trim(v #>> '{}')::double precision;
  END IF;
  RETURN NULL;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "device_filter_daily" ("device_id", "day", "filter", "filter_days", "filter_hours", "last_time")
SELECT DISTINCT ON (device_id, day) device_id, day, f, fd, fh, log_time
FROM (
  SELECT device_id, (log_time AT TIME ZONE 'Europe/Rome')::date AS day, log_time,
    status_number(payload, 'filter') AS f, status_number(payload, 'filter_days') AS fd,
    status_number(payload, 'filter_hours') AS fh
  FROM "device_status_log" WHERE device_id IS NOT NULL
) s
WHERE f IS NOT NULL OR fd IS NOT NULL OR fh IS NOT NULL
ORDER BY device_id, day, log_time DESC;
--> statement-breakpoint
INSERT INTO "site_pm25_hourly" ("address_id", "hour", "pm25_sum", "readings")
SELECT d.address_id, date_trunc('hour', l.log_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(l.v), count(*)
FROM (SELECT device_id, log_time, status_number(payload, 'pm25') AS v FROM "device_status_log") l
JOIN "device" d ON d.id = l.device_id
WHERE l.v IS NOT NULL AND d.address_id IS NOT NULL
GROUP BY 1, 2;
