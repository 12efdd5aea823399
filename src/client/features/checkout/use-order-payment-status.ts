import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { checkoutApi } from "@shared/api/checkout";
import { queryKeyOf } from "@/lib/api";

/** How often, and how many times, a payment still clearing is asked about again. */
const PAYMENT_STATUS_POLL_MS = 3000;
const PAYMENT_STATUS_MAX_POLLS = 10;

type OrderAccess = { id: string; token: string };

type OrderPaymentState = AnswerOf<typeof checkoutApi.paymentStatus>;

const keepPolling = (data: OrderPaymentState | undefined, updates: number) =>
  data?.paymentStatus === "awaiting_payment" && updates <= PAYMENT_STATUS_MAX_POLLS;

/**
 * GET /api/orders/:id/payment-status?token=…: the truth about an order's payment. While a card
 * payment is still clearing, this one query asks again every few seconds, a few times (SPEC §9's
 * "no polling" stays the default; waiting on the provider's webhook is the exception).
 */
const orderPaymentStatusQuery = (order: OrderAccess | null) =>
  queryOptions<OrderPaymentState>({
    queryKey: queryKeyOf(checkoutApi.paymentStatus, {
      params: { id: order?.id ?? "" },
      query: { token: order?.token ?? "" },
    }),
    enabled: order !== null,
    refetchInterval: (q) => (keepPolling(q.state.data, q.state.dataUpdateCount) ? PAYMENT_STATUS_POLL_MS : false),
  });

/** The order's payment status; `polling` says whether more checks are still coming. */
export function useOrderPaymentStatus(order: OrderAccess | null) {
  const queryClient = useQueryClient();
  const options = orderPaymentStatusQuery(order);
  const query = useQuery(options);
  const updates = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, polling: query.isFetching || keepPolling(query.data, updates) };
}
