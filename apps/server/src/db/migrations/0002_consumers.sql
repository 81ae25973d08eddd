CREATE TABLE "consumer_consent" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"privacy_version" text NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"marketing_changed_at" timestamp with time zone,
	"partners" boolean DEFAULT false NOT NULL,
	"partners_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_factory_serial" ADD COLUMN "claimed_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "device_factory_serial" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consumer_consent" ADD CONSTRAINT "consumer_consent_account_id_user_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_factory_serial" ADD CONSTRAINT "device_factory_serial_claimed_by_account_id_user_account_id_fk" FOREIGN KEY ("claimed_by_account_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_factory_serial_claimed_by_account_id_idx" ON "device_factory_serial" USING btree ("claimed_by_account_id");