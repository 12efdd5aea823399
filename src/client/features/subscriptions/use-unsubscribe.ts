import { useMutation } from "@tanstack/react-query";
import type { ConsentAnswer } from "@shared/marketing";
import { marketingApi } from "@shared/api/marketing";
import { callApi } from "@/lib/api";

/** POST /api/subscriptions/unsubscribe: the unsubscribe page's own call, once it has loaded (decision 060). */
export function useUnsubscribe() {
  return useMutation<ConsentAnswer, Error, { token: string }>({
    mutationFn: (body) => callApi(marketingApi.unsubscribe, { body }),
  });
}
