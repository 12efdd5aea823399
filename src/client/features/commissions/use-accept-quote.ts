import { useQueryClient } from "@tanstack/react-query";
import type { AcceptQuoteInput, CommissionView } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { commissionQuery } from "./use-commission";
import { USER_COMMISSIONS_PATH } from "./use-user-commissions";

/** POST /api/commissions/:token/accept: the answer is the commission as it now stands. */
export function useAcceptQuote(token: string) {
  const queryClient = useQueryClient();
  return useApiMutation<CommissionView, AcceptQuoteInput>({
    mutationFn: (body) => callApi(commissionsApi.accept, { params: { token }, body }),
    success: { title: "Quote accepted", description: "Thank you! We're looking forward to making your board." },
    error: "Could not accept the quote",
    onSuccess: (view) => queryClient.setQueryData(commissionQuery(token).queryKey, view),
    invalidate: [USER_COMMISSIONS_PATH],
  });
}
