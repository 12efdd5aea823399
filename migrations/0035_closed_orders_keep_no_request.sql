-- Hand-written: an order closed while its customer's request to cancel waited (its payment deadline
-- passed, the owner cancelled it, or its card payment failed) kept the request, so the admin counted
-- it among the requests to answer and 'Decline' told the customer a cancelled order went ahead.
-- Closing an order now ends its request (orders.repo.ts close); this ends the ones left open.
UPDATE "orders"
SET "cancellation_requested_at" = NULL, "cancellation_reason" = NULL
WHERE "payment_status" IN ('cancelled', 'failed') AND "cancellation_requested_at" IS NOT NULL;
