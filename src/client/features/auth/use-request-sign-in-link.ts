import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/sign-in-link/request: the answer is the same whether or not the email has an account (decision 044). */
export function useRequestSignInLink() {
  return useApiMutation<{ message: string }, { email: string }>({
    mutationFn: (body) => callApi(recoveryApi.requestSignInLink, { body }),
    error: "Error",
  });
}
