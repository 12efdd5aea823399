ALTER TABLE "commission_payments" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD COLUMN "tax_state" varchar(2);--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD COLUMN "tax_rate" numeric(6, 3);