ALTER TABLE "privacy_log" DROP CONSTRAINT "privacy_log_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_by" text;--> statement-breakpoint
ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_action_check" CHECK ("privacy_log"."action" in ('export', 'delete', 'delete_requested', 'delete_withdrawn'));