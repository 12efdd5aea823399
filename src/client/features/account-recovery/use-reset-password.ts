import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** POST /api/password-reset/confirm */
export function useResetPassword() {
  return useMutation<{ message: string }, Error, { token: string; password: string }>({
    mutationFn: async (body) => (await apiRequest("POST", "/api/password-reset/confirm", body)).json(),
  });
}
