import type { AnswerOf } from "@shared/api/contract";
import { commissionsApi } from "@shared/api/commissions";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { keepWaiting, PAYMENT_POLL_MS, type PaymentWait } from "./payment-wait";

/**
 * GET /api/commissions/:token: the commission as its private page shows it. The token is the key,
 * not the signed-in person: the link works signed in or out.
 */
export const commissionQuery = (token: string) =>
  queryOptions<AnswerOf<typeof commissionsApi.view>>({
    queryKey: queryKeyOf(commissionsApi.view, { params: { token } }),
  });

/**
 * The commission; while `wait` names a card payment just confirmed, it asks again every few seconds
 * until that part shows paid (the server learns it from the provider's webhook), a limited number of
 * times (SPEC §9's "no polling" stays the default; waiting on the provider is the exception).
 */
export function useCommission(token: string, wait: PaymentWait | null) {
  return useQuery({
    ...commissionQuery(token),
    refetchInterval: (query) =>
      keepWaiting(query.state.data, wait, query.state.dataUpdateCount + query.state.errorUpdateCount)
        ? PAYMENT_POLL_MS
        : false,
  });
}
