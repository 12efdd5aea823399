import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/password-reset/confirm */
export function useResetPassword() {
  return useApiMutation<{ message: string }, { token: string; password: string }>({
    mutationFn: (body) => callApi(recoveryApi.resetPassword, { body }),
    success: (answer) => ({ title: "Password changed", description: answer.message }),
    error: "Error",
  });
}
