import { apiJson } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/sign-in-link/request: the answer is the same whether or not the email has an account (decision 044). */
export function useRequestSignInLink() {
  return useApiMutation<{ message: string }, { email: string }>({
    mutationFn: (body) => apiJson("POST", "/api/sign-in-link/request", body),
    error: "Error",
  });
}
