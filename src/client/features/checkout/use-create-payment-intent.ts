import { useMutation } from "@tanstack/react-query";
import type { CreatePaymentIntentAnswer, CreatePaymentIntentInput } from "@shared/checkout";
import { apiRequest } from "@/lib/api";

/** POST /api/create-payment-intent: records the order and, in card mode, answers a client secret. */
export function useCreatePaymentIntent() {
  return useMutation<CreatePaymentIntentAnswer, Error, CreatePaymentIntentInput>({
    mutationFn: async (input) => (await apiRequest("POST", "/api/create-payment-intent", input)).json(),
  });
}
