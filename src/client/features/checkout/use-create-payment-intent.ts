import { useMutation } from "@tanstack/react-query";
import type { CreatePaymentIntentAnswer, CreatePaymentIntentInput } from "@shared/checkout";
import { apiJson } from "@/lib/api";

/** POST /api/create-payment-intent: records the order and, in card mode, answers a client secret. */
export function useCreatePaymentIntent() {
  return useMutation<CreatePaymentIntentAnswer, Error, CreatePaymentIntentInput>({
    mutationFn: (input) => apiJson("POST", "/api/create-payment-intent", input),
  });
}
