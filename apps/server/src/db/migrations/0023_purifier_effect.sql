CREATE TABLE "device_purifier_effect" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"events" integer NOT NULL,
	"halved_events" integer NOT NULL,
	"median_drop" double precision,
	"median_minutes_to_halve" double precision,
	"no_effect" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_model" ADD COLUMN "cadr1" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "device_model" ADD COLUMN "cadr2" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "device_model" ADD COLUMN "cadr3" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "device_model" ADD COLUMN "cadr4" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "device_purifier_effect" ADD CONSTRAINT "device_purifier_effect_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_purifier_effect_computed_at_idx" ON "device_purifier_effect" USING btree ("computed_at");