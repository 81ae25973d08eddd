CREATE TABLE "device_latest_status" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"log_time" timestamp with time zone NOT NULL,
	"online" boolean NOT NULL,
	"payload" text,
	"device_uid" text
);
--> statement-breakpoint
ALTER TABLE "device_latest_status" ADD CONSTRAINT "device_latest_status_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each device's latest stored status, kept by the statements that write the history (decision 027):
-- whoever inserts into device_status_log (the ingest, a fixture, a bulk load), the newest row of the
-- statement per device replaces the kept one unless that one is newer (a late, older batch never wins).
CREATE OR REPLACE FUNCTION device_latest_status_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "device_latest_status" ("device_id", "log_time", "online", "payload", "device_uid")
  SELECT DISTINCT ON (device_id) device_id, log_time, online, payload, device_uid
  FROM inserted WHERE device_id IS NOT NULL
  ORDER BY device_id, log_time DESC, id DESC
  ON CONFLICT ("device_id") DO UPDATE SET
    log_time = excluded.log_time, online = excluded.online, payload = excluded.payload, device_uid = excluded.device_uid
  WHERE excluded.log_time >= device_latest_status.log_time;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deleted history rows as new as a device's kept status may have taken it: those devices' latest is
-- read again from the rows left (none left: no row). Deleting old rows (retention) touches nothing.
CREATE OR REPLACE FUNCTION device_latest_status_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
BEGIN
  SELECT array_agg(l.device_id) INTO affected
  FROM "device_latest_status" l
  JOIN (SELECT device_id, max(log_time) AS newest FROM deleted WHERE device_id IS NOT NULL GROUP BY device_id) d
    ON d.device_id = l.device_id
  WHERE d.newest >= l.log_time;
  IF affected IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM "device_latest_status" WHERE device_id = ANY (affected);
  INSERT INTO "device_latest_status" ("device_id", "log_time", "online", "payload", "device_uid")
  SELECT DISTINCT ON (device_id) device_id, log_time, online, payload, device_uid
  FROM "device_status_log" WHERE device_id = ANY (affected)
  ORDER BY device_id, log_time DESC, id DESC;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION device_latest_status_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "device_latest_status";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The triggers come before the backfill: creating them locks device_status_log against writes until
-- this migration commits, so no row lands between the backfill and the first trigger call.
CREATE TRIGGER "device_status_log_latest_insert" AFTER INSERT ON "device_status_log"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION device_latest_status_after_insert();
--> statement-breakpoint
CREATE TRIGGER "device_status_log_latest_delete" AFTER DELETE ON "device_status_log"
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION device_latest_status_after_delete();
--> statement-breakpoint
CREATE TRIGGER "device_status_log_latest_truncate" AFTER TRUNCATE ON "device_status_log"
FOR EACH STATEMENT EXECUTE FUNCTION device_latest_status_after_truncate();
--> statement-breakpoint
INSERT INTO "device_latest_status" ("device_id", "log_time", "online", "payload", "device_uid")
SELECT DISTINCT ON (device_id) device_id, log_time, online, payload, device_uid
FROM "device_status_log" WHERE device_id IS NOT NULL
ORDER BY device_id, log_time DESC, id DESC;
