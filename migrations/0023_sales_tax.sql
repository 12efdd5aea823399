ALTER TABLE "orders" ADD COLUMN "tax" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "tax" jsonb DEFAULT '{"rates":[]}'::jsonb NOT NULL;