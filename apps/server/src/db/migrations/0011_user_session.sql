-- Sign-in sessions a person can see and end (decision 012): one row per sign-in, its id the token's sid.
-- Tokens issued before carry no sid and are refused: everybody signs in once more after the upgrade.
CREATE TABLE "user_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_version" integer NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"last_seen_date" timestamp with time zone NOT NULL,
	"expires_date" timestamp with time zone NOT NULL,
	"user_agent" varchar(512),
	"ip_address" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_jhi_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."jhi_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id","expires_date");