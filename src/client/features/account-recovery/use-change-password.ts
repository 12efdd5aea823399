import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/auth";
import { apiRequest } from "@/lib/api";

/** POST /api/account/password: other sessions of this person end, this one stays. */
export function useChangePassword() {
  return useMutation<{ message: string }, Error, ChangePasswordInput>({
    mutationFn: async (body) => (await apiRequest("POST", "/api/account/password", body)).json(),
  });
}
