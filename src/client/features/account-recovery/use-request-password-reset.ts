import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** POST /api/password-reset/request: the answer is the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation<{ message: string }, Error, { email: string }>({
    mutationFn: async (body) => (await apiRequest("POST", "/api/password-reset/request", body)).json(),
  });
}
