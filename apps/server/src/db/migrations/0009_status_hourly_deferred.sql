-- The hourly roll-up recomputed in batches instead of inside every history write (decision 030,
-- amended): recomputing in the writing statement made an insert of 1,000 statuses 5–10 times
-- slower and the demo seed 150 s instead of 22 s. A write now only notes the hours it touched.
CREATE TABLE "device_status_hourly_pending" (
	"device_uid" text NOT NULL,
	"lo" timestamp with time zone NOT NULL,
	"hi" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "device_status_hourly_pending_device_uid_idx" ON "device_status_hourly_pending" USING btree ("device_uid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION device_status_hourly_after_write() RETURNS trigger
LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO device_status_hourly_pending (device_uid, lo, hi)
  SELECT device_uid, min(log_time), max(log_time) FROM changed
  WHERE device_uid IS NOT NULL GROUP BY device_uid, date_trunc('hour', log_time AT TIME ZONE 'UTC');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION device_status_hourly_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM device_status_hourly;
  DELETE FROM device_status_hourly_pending;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recomputes the pending hours of the given devices (all when null), at most max_rows notes, and
-- answers how many it took. SKIP LOCKED: a job and a read (or two instances) never take the same
-- notes; a note is removed in the transaction that recomputes its hours.
CREATE OR REPLACE FUNCTION device_status_hourly_drain(only_uids text[], max_rows integer) RETURNS integer
LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  notes tid[];
  taken_count integer;
  uids text[];
  los timestamptz[];
  his timestamptz[];
BEGIN
  -- The notes are picked first (by the device index when devices are given), then deleted by
  -- their row ids: a TID scan, never a pass over a long backlog.
  IF only_uids IS NULL THEN
    SELECT array_agg(q.ctid) INTO notes FROM (
      SELECT ctid FROM device_status_hourly_pending LIMIT max_rows FOR UPDATE SKIP LOCKED) q;
  ELSE
    SELECT array_agg(q.ctid) INTO notes FROM (
      SELECT ctid FROM device_status_hourly_pending WHERE device_uid = ANY (only_uids)
      LIMIT max_rows FOR UPDATE SKIP LOCKED) q;
  END IF;
  IF notes IS NULL THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM device_status_hourly_pending p WHERE p.ctid = ANY (notes)
    RETURNING p.device_uid, p.lo, p.hi
  ), merged AS (
    SELECT device_uid, min(lo) AS lo, max(hi) AS hi, count(*) AS notes_taken FROM taken
    GROUP BY device_uid, date_trunc('hour', lo AT TIME ZONE 'UTC')
  )
  SELECT coalesce(sum(notes_taken), 0)::int, array_agg(device_uid), array_agg(lo), array_agg(hi)
    INTO taken_count, uids, los, his FROM merged;
  IF taken_count > 0 THEN
    PERFORM device_status_hourly_refresh(uids, los, his);
  END IF;
  RETURN taken_count;
END
$$;--> statement-breakpoint
-- Issue 16 §2 (decision 026): the owner's device list by name read in index order, its total
-- index-only (owner, seller and address are the scope's columns); replaces device_owner_id_idx, whose
-- leading column this one keeps (both side by side left the planner on the narrow one).
DROP INDEX "device_owner_id_idx";--> statement-breakpoint
CREATE INDEX "device_owner_id_name_idx" ON "device" USING btree ("owner_id",lower("name"),"name","id") INCLUDE ("seller_id", "address_id");
