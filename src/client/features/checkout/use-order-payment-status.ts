import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderPaymentState } from "@shared/checkout";

/** How often, and how many times, a payment still clearing is asked about again. */
export const PAYMENT_STATUS_POLL_MS = 3000;
export const PAYMENT_STATUS_MAX_POLLS = 10;

/**
 * GET /api/orders/:id/payment-status?token=…: the truth about an order's payment. While a card
 * payment is still clearing, this one query asks again every few seconds, a few times (SPEC §9's
 * "no polling" stays the default; waiting on the provider's webhook is the exception).
 * `polling` says whether more checks are still coming.
 */
export function useOrderPaymentStatus(order: { id: string; token: string } | null) {
  const queryClient = useQueryClient();
  const queryKey = ["/api/orders", order?.id ?? "", `payment-status?token=${encodeURIComponent(order?.token ?? "")}`];
  const keepPolling = (data: OrderPaymentState | undefined, updates: number) =>
    data?.paymentStatus === "awaiting_payment" && updates <= PAYMENT_STATUS_MAX_POLLS;

  const query = useQuery<OrderPaymentState>({
    queryKey,
    enabled: order !== null,
    refetchInterval: (q) => (keepPolling(q.state.data, q.state.dataUpdateCount) ? PAYMENT_STATUS_POLL_MS : false),
  });
  const updates = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, polling: query.isFetching || keepPolling(query.data, updates) };
}
