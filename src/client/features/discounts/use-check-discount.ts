import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { discountsApi } from "@shared/api/discounts";
import type { DiscountCheck, DiscountCheckInput } from "@shared/discount-schema";
import { callApi } from "@/lib/api";

/**
 * POST /api/discounts/check: what the code takes off this cart, or why it doesn't apply (decision
 * 059). A read of the cart, keyed by it: a change of the cart asks again, so a code waiting for $20
 * more applies as soon as the board oil is in.
 */
const discountCheckQuery = (input: DiscountCheckInput | null) =>
  queryOptions<DiscountCheck>({
    queryKey: [discountsApi.check.path, input],
    queryFn: () => callApi(discountsApi.check, { body: input! }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

export function useCheckDiscount(input: DiscountCheckInput | null) {
  return useQuery(discountCheckQuery(input));
}
