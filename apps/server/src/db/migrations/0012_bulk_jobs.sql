-- Bulk jobs (decision 038): a fleet-wide operation the server runs device after device; one item per device.
CREATE TABLE "bulk_job_item" (
	"job_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"uid" varchar(64) NOT NULL,
	"device_id" integer,
	"status" varchar(16) NOT NULL,
	"error" text,
	"finished_date" timestamp with time zone,
	CONSTRAINT "bulk_job_item_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_login" varchar(254) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"action" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"started_date" timestamp with time zone,
	"finished_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_item" ADD CONSTRAINT "bulk_job_item_job_id_bulk_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_item" ADD CONSTRAINT "bulk_job_item_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job" ADD CONSTRAINT "bulk_job_owner_id_jhi_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."jhi_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_item_status_idx" ON "bulk_job_item" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "bulk_job_owner_idx" ON "bulk_job" USING btree ("owner_id","id");