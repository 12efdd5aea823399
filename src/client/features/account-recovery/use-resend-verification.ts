import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** POST /api/verify-email/resend (signed in). */
export function useResendVerification() {
  return useMutation<{ message: string }, Error, void>({
    mutationFn: async () => (await apiRequest("POST", "/api/verify-email/resend")).json(),
  });
}
