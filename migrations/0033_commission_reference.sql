ALTER TABLE "commissions" ADD COLUMN "reference_number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reference_number_unique" UNIQUE("reference_number");--> statement-breakpoint
-- Hand-written (decision 080): choosing 'product completed' no longer asks for the balance; the
-- owner's 'Board finished — ask for the balance' does, and the balance is due only once asked. A
-- commission already finished (or past it) with its deposit paid and its balance not was due by its
-- stage before: it stays due, asked for now.
UPDATE "commissions" SET "balance_requested_at" = now()
WHERE "balance_requested_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "contact_inquiries" i
    WHERE i."id" = "commissions"."inquiry_id"
      AND i."status" IN ('product completed', 'final payment received', 'order shipped', 'order delivered')
  )
  AND EXISTS (
    SELECT 1 FROM "commission_payments" p
    WHERE p."inquiry_id" = "commissions"."inquiry_id" AND p."kind" = 'deposit' AND p."status" = 'paid'
  )
  AND NOT EXISTS (
    SELECT 1 FROM "commission_payments" p
    WHERE p."inquiry_id" = "commissions"."inquiry_id" AND p."kind" = 'balance' AND p."status" = 'paid'
  );
