-- Bulk jobs chosen by a filter and offline devices that wait for their return (decision 038).
ALTER TABLE "bulk_job" ADD COLUMN "target_filter" jsonb;