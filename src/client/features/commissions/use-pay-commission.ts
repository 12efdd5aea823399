import type { CommissionPayAnswer } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { commissionQuery } from "./use-commission";

/**
 * POST /api/commissions/:token/pay (card payments): the card payment of the part due now. A refusal
 * (nothing due any more, card payment switched off) refreshes the page's commission, which then
 * shows what is true.
 */
export function usePayCommission(token: string) {
  return useApiMutation<CommissionPayAnswer, void>({
    mutationFn: () => callApi(commissionsApi.pay, { params: { token } }),
    error: "Payment could not start",
    invalidate: [commissionQuery(token).queryKey],
    invalidateOnError: true,
  });
}
