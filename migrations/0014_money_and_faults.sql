CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer,
	"commission_payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"via" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "refunds_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "refunds_target_check" CHECK (("refunds"."order_id" is null) <> ("refunds"."commission_payment_id" is null)),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_via_check" CHECK ("refunds"."via" in ('card', 'manual')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_pauses" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "commission_payments" DROP CONSTRAINT "commission_payments_status_check";--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_commission_payment_id_commission_payments_id_fk" FOREIGN KEY ("commission_payment_id") REFERENCES "public"."commission_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_commission_payment_idx" ON "refunds" USING btree ("commission_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "mail_queue_recipient_idx" ON "mail_queue" USING btree (lower("recipient"),"created_at");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('reset_password', 'verify_email', 'sign_in'));--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_status_check" CHECK ("commission_payments"."status" in ('awaiting', 'paid', 'cancelled'));--> statement-breakpoint
-- Orders refunded automatically before refunds were recorded (a card payment that arrived after its boards were sold, decision 015): their whole total, given back by card.
INSERT INTO "refunds" ("order_id", "amount_cents", "reason", "via", "status", "created_at", "confirmed_at")
SELECT "id", round("total" * 100)::integer, 'Paid after its boards were sold: refunded automatically', 'card', 'succeeded', "created_at", "created_at"
FROM "orders" WHERE "payment_status" = 'refunded' AND "total" > 0;
