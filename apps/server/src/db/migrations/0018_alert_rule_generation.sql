CREATE TABLE "alert_rule_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_rule_generation_one_row" CHECK ("alert_rule_generation"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "notification_alarm_idx" ON "notification" USING btree ("alarm_id");--> statement-breakpoint
CREATE INDEX "notification_event_idx" ON "notification" USING btree ("event_id");--> statement-breakpoint
INSERT INTO "alert_rule_generation" ("id", "generation") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every statement that writes alert_rule (the API, a cascade from a deleted account or site, a
-- script) moves the counter, so an evaluator's rules in memory are never older than one read.
CREATE OR REPLACE FUNCTION alert_rule_generation_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE alert_rule_generation SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "alert_rule_generation_write" AFTER INSERT OR UPDATE OR DELETE ON "alert_rule"
  FOR EACH STATEMENT EXECUTE FUNCTION alert_rule_generation_bump();
--> statement-breakpoint
CREATE TRIGGER "alert_rule_generation_truncate" AFTER TRUNCATE ON "alert_rule"
  FOR EACH STATEMENT EXECUTE FUNCTION alert_rule_generation_bump();
