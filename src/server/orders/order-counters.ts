// What the services count of orders for GET /metrics (http/metrics.ts, decision 035): a port, so a
// service never imports the HTTP layer.

/** How an order's payment was recorded: a card payment confirmed by Stripe's webhook, or 'Mark as paid'. */
type PaidVia = "card" | "manual";

/** Orders placed and paid; a no-op when metrics are off. */
export type OrderCounters = { placed(): void; paid(via: PaidVia): void };
