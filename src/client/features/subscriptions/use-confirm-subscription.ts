import { useMutation } from "@tanstack/react-query";
import type { ConsentAnswer } from "@shared/marketing";
import { marketingApi } from "@shared/api/marketing";
import { callApi } from "@/lib/api";

/** POST /api/subscriptions/confirm: the page posts the link's token, so a link scanner's GET confirms nothing (decision 060). */
export function useConfirmSubscription() {
  return useMutation<ConsentAnswer, Error, { token: string }>({
    mutationFn: (body) => callApi(marketingApi.confirm, { body }),
  });
}
