ALTER TABLE "commissions" ADD COLUMN "delivery_name" varchar(160);--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "delivery_street" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "delivery_state" varchar(2);--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "delivery_zip_code" varchar(10);--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_delivery_fields_check" CHECK (num_nulls("commissions"."delivery_name", "commissions"."delivery_street", "commissions"."delivery_city", "commissions"."delivery_state", "commissions"."delivery_zip_code") in (0, 5));