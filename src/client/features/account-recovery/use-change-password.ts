import type { ChangePasswordInput } from "@shared/auth";
import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/account/password: other sessions of this person end, this one stays. */
export function useChangePassword() {
  return useApiMutation<{ message: string }, ChangePasswordInput>({
    mutationFn: (body) => callApi(recoveryApi.changePassword, { body }),
    success: (answer) => ({ title: "Password changed", description: answer.message }),
    error: "Error",
  });
}
