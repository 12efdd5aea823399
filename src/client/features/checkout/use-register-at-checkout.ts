import { useMutation } from "@tanstack/react-query";
import type { RegisterAnswer, RegisterInput } from "@shared/auth";
import { accountsApi } from "@shared/api/accounts";
import { callApi } from "@/lib/api";

/**
 * POST /api/register from the checkout (SPEC §7, Account creation during checkout). Its own hook,
 * because the auth page's mutation toasts other texts; the page decides what to say and continues
 * with the order either way.
 */
export function useRegisterAtCheckout() {
  return useMutation<RegisterAnswer, Error, RegisterInput>({
    mutationFn: (input) => callApi(accountsApi.register, { body: input }),
  });
}
