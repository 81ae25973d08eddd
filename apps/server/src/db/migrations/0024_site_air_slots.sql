ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_00" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_01" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_02" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_03" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_04" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_05" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_06" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_07" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_08" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_09" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_10" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_11" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_12" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_13" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_14" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_15" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_16" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_17" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_18" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_19" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_20" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_21" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_22" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pm25_daily" ADD COLUMN "slots_23" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The slot masks of the history stored before this migration (decision 049): which 5-minute slots of
-- each Rome hour hold a PM2.5 reading, read from the same statuses the sums were made of.
UPDATE "site_pm25_daily" d SET slots_00 = s.m00, slots_01 = s.m01, slots_02 = s.m02, slots_03 = s.m03, slots_04 = s.m04, slots_05 = s.m05, slots_06 = s.m06, slots_07 = s.m07, slots_08 = s.m08, slots_09 = s.m09, slots_10 = s.m10, slots_11 = s.m11, slots_12 = s.m12, slots_13 = s.m13, slots_14 = s.m14, slots_15 = s.m15, slots_16 = s.m16, slots_17 = s.m17, slots_18 = s.m18, slots_19 = s.m19, slots_20 = s.m20, slots_21 = s.m21, slots_22 = s.m22, slots_23 = s.m23
FROM (
  SELECT dev.address_id, (l.log_time at time zone 'Europe/Rome')::date AS day,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 0), 0) AS m00,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 1), 0) AS m01,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 2), 0) AS m02,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 3), 0) AS m03,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 4), 0) AS m04,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 5), 0) AS m05,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 6), 0) AS m06,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 7), 0) AS m07,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 8), 0) AS m08,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 9), 0) AS m09,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 10), 0) AS m10,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 11), 0) AS m11,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 12), 0) AS m12,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 13), 0) AS m13,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 14), 0) AS m14,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 15), 0) AS m15,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 16), 0) AS m16,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 17), 0) AS m17,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 18), 0) AS m18,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 19), 0) AS m19,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 20), 0) AS m20,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 21), 0) AS m21,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 22), 0) AS m22,
    coalesce(bit_or(1 << (extract(minute from l.log_time at time zone 'Europe/Rome')::int / 5)) FILTER (WHERE extract(hour from l.log_time at time zone 'Europe/Rome')::int = 23), 0) AS m23
  FROM "device_status_log" l JOIN "device" dev ON dev.id = l.device_id
  WHERE dev.address_id IS NOT NULL AND status_number(l.payload, 'pm25') IS NOT NULL
  GROUP BY 1, 2
) s
WHERE d.address_id = s.address_id AND d.day = s.day;
