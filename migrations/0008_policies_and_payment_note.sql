ALTER TABLE "site_content" ADD COLUMN "payment_note" text DEFAULT 'No card is charged now. We''ll email you an invoice within one working day.' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "shipping_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "privacy_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "terms_policy" text DEFAULT '' NOT NULL;