import { apiJson } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/verify-email/resend (signed in). */
export function useResendVerification() {
  return useApiMutation<{ message: string }, void>({
    mutationFn: () => apiJson("POST", "/api/verify-email/resend"),
    error: "Error",
  });
}
