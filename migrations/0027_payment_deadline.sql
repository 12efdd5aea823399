ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "payment_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_status" = 'manual';--> statement-breakpoint
-- Unpaid manual orders placed before deadlines existed get the default one, counted from this update (decision 073).
UPDATE "orders" SET "payment_due_at" = now() + interval '7 days' WHERE "payment_status" = 'manual';
