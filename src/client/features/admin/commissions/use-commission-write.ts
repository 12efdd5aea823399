import { useQueryClient } from "@tanstack/react-query";
import type { AdminCommission } from "@shared/commissions";
import { useApiMutation } from "@/lib/mutation";
import { CUSTOM_ORDER_READS } from "../inquiries/custom-order-reads";
import { commissionQuery } from "./use-commission";
import { commissionsCollectedQuery } from "./use-commissions-collected";

/** What a commission write changes besides the commission: the lists' stage and money, and the money collected. */
const COMMISSION_READS = [...CUSTOM_ORDER_READS, commissionsCollectedQuery().queryKey];

type CommissionWriteOptions<TVariables> = Pick<
  Parameters<typeof useApiMutation<AdminCommission, TVariables>>[0],
  "mutationFn" | "success" | "error"
>;

/**
 * A write of one commission whose answer is the whole commission: the dialog shows the answer at
 * once, and the custom order lists (status select, money columns) and the money collected follow.
 */
export function useCommissionWrite<TVariables extends { id: string }>(options: CommissionWriteOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useApiMutation<AdminCommission, TVariables>({
    ...options,
    onSuccess: (commission, { id }) => queryClient.setQueryData(commissionQuery(id).queryKey, commission),
    invalidate: COMMISSION_READS,
  });
}
