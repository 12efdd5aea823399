CREATE TABLE "privacy_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"admin_email" varchar(254),
	"subject_ref" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_log_action_check" CHECK ("privacy_log"."action" in ('export', 'delete')),
	CONSTRAINT "privacy_log_actor_check" CHECK ("privacy_log"."actor" in ('customer', 'owner'))
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "privacy_log_created_idx" ON "privacy_log" USING btree ("created_at");