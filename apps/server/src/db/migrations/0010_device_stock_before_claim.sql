-- A consumer's claim of unsold stock keeps what it replaced (decision 023): the stock's name, its own
-- seller (the chain's sale record), purchase date, shop and city, given back when the consumer is erased.
ALTER TABLE "device" ADD COLUMN "stock_name" text;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "stock_seller_id" integer;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "stock_purchase_date" date;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "stock_seller_description" text;--> statement-breakpoint
ALTER TABLE "device" ADD COLUMN "stock_city_id" integer;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_stock_seller_id_user_account_id_fk" FOREIGN KEY ("stock_seller_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_stock_city_id_tab_city_id_fk" FOREIGN KEY ("stock_city_id") REFERENCES "public"."tab_city"("id") ON DELETE no action ON UPDATE no action;