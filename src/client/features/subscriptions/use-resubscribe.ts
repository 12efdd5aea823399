import { useMutation } from "@tanstack/react-query";
import type { ConsentAnswer } from "@shared/marketing";
import { marketingApi } from "@shared/api/marketing";
import { callApi } from "@/lib/api";

/** POST /api/subscriptions/resubscribe: "Subscribe again" on the unsubscribe page. */
export function useResubscribe() {
  return useMutation<ConsentAnswer, Error, { token: string }>({
    mutationFn: (body) => callApi(marketingApi.resubscribe, { body }),
  });
}
