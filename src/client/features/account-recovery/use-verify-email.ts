import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** POST /api/verify-email: the page posts the link's token, so link scanners that only GET consume nothing. */
export function useVerifyEmail() {
  return useMutation<{ message: string }, Error, { token: string }>({
    mutationFn: async (body) => (await apiRequest("POST", "/api/verify-email", body)).json(),
  });
}
