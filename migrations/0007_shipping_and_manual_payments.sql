ALTER TABLE "orders" ADD COLUMN "shipping" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "shipping_rule" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "shipping_rate" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "shipping_free_from" numeric(10, 2);