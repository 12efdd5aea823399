import { useMutation } from "@tanstack/react-query";
import type { VerifyEmailAnswer } from "@shared/auth";
import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";

/**
 * POST /api/verify-email: the page posts the link's token, so link scanners that only GET consume
 * nothing. A registration's link answers the new, signed-in user.
 */
export function useVerifyEmail() {
  return useMutation<VerifyEmailAnswer, Error, { token: string }>({
    mutationFn: (body) => callApi(recoveryApi.verifyEmail, { body }),
  });
}
