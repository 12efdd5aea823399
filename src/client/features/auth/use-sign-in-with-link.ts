import type { User } from "@shared/auth";
import { useQueryClient } from "@tanstack/react-query";
import { recoveryApi } from "@shared/api/recovery";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { authUserQuery } from "./auth-user";

/**
 * POST /api/sign-in-link/confirm: the page posts the emailed link's token when the person presses
 * 'Sign in', so a mail scanner that opens the link uses nothing. Signs in as the password does.
 */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useApiMutation<User, { token: string }>({
    mutationFn: (body) => callApi(recoveryApi.signInWithLink, { body }),
    success: { title: "Welcome back!", description: "You have successfully logged in." },
    error: "Login failed",
    onSuccess: (user) => queryClient.setQueryData(authUserQuery().queryKey, user),
  });
}
