-- Staged bulk jobs (decision 038): a start time, a first batch, a failure threshold, and why a job paused itself.
ALTER TABLE "bulk_job" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_job" ADD COLUMN "pause_reason" varchar(16);