ALTER TABLE "refunds" ADD COLUMN "restock_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "restock_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before 0028, "restocked" was set when a refund was asked. A card refund Stripe had not taken yet
-- had asked for the order's boards (all of them): it still puts them back once recorded, and nothing
-- is back until then; one Stripe refused put nothing back (decision 070).
UPDATE "refunds" SET "restock_all" = true WHERE "restocked" AND "via" = 'card' AND "stripe_refund_id" IS NULL AND "status" = 'pending';--> statement-breakpoint
UPDATE "refunds" SET "restocked" = false WHERE "restocked" AND "via" = 'card' AND "stripe_refund_id" IS NULL;
