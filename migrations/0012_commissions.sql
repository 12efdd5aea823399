CREATE TABLE "commission_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"via" text,
	"stripe_payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"paid_on" text,
	"method" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payments_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "commission_payments_kind_check" CHECK ("commission_payments"."kind" in ('deposit', 'balance')),
	CONSTRAINT "commission_payments_status_check" CHECK ("commission_payments"."status" in ('awaiting', 'paid')),
	CONSTRAINT "commission_payments_amount_check" CHECK ("commission_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"estimated_completion" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "commission_quotes_amounts_check" CHECK ("commission_quotes"."price_cents" > 0 and "commission_quotes"."deposit_cents" > 0 and "commission_quotes"."deposit_cents" <= "commission_quotes"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "commission_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"text" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"delivery_address" text,
	"balance_requested_at" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_inquiry_id_commissions_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."commissions"("inquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_quote_id_commission_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."commission_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD CONSTRAINT "commission_quotes_inquiry_id_commissions_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."commissions"("inquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_updates" ADD CONSTRAINT "commission_updates_inquiry_id_commissions_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."commissions"("inquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payments_once_idx" ON "commission_payments" USING btree ("inquiry_id","kind") WHERE "commission_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "commission_payments_paid_idx" ON "commission_payments" USING btree ("paid_at") WHERE "commission_payments"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_quotes_version_idx" ON "commission_quotes" USING btree ("inquiry_id","version");--> statement-breakpoint
CREATE INDEX "commission_updates_inquiry_idx" ON "commission_updates" USING btree ("inquiry_id","created_at");