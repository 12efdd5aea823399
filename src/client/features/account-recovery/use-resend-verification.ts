import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/verify-email/resend (signed in). */
export function useResendVerification() {
  return useApiMutation<{ message: string }, void>({
    mutationFn: () => callApi(recoveryApi.resendVerification),
    error: "Error",
  });
}
