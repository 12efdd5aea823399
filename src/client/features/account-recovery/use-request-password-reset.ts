import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/password-reset/request: the answer is the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useApiMutation<{ message: string }, { email: string }>({
    mutationFn: (body) => callApi(recoveryApi.requestPasswordReset, { body }),
    error: "Error",
  });
}
