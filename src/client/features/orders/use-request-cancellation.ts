import { useQueryClient } from "@tanstack/react-query";
import type { OrderPage } from "@shared/order-page";
import type { CancellationRequestInput } from "@shared/refunds";
import { refundsApi } from "@shared/api/refunds";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { orderPageQuery } from "./use-order-page";

/**
 * POST /api/orders/:token/cancellation (decision 045): the customer asks, from the order's own page, to
 * cancel an order not shipped yet; the owner approves or declines it. The answer is the page as it
 * now stands.
 */
export function useRequestCancellation(token: string) {
  const queryClient = useQueryClient();
  return useApiMutation<OrderPage, CancellationRequestInput>({
    mutationFn: (body) => callApi(refundsApi.requestCancellation, { params: { token }, body }),
    success: {
      title: "Cancellation requested",
      description: "We'll email you as soon as we've looked at it.",
    },
    error: "Could not send your request",
    onSuccess: (page) => queryClient.setQueryData(orderPageQuery(token).queryKey, page),
    // A refused request (the order shipped meanwhile) shows the page as it now is.
    invalidate: [orderPageQuery(token).queryKey],
    invalidateOnError: true,
  });
}
