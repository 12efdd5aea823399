import { useMutation } from "@tanstack/react-query";
import type { CreatePaymentIntentAnswer, CreatePaymentIntentInput } from "@shared/checkout";
import { checkoutApi } from "@shared/api/checkout";
import { callApi } from "@/lib/api";

/** POST /api/create-payment-intent: records the order and, in card mode, answers a client secret. */
export function useCreatePaymentIntent() {
  return useMutation<CreatePaymentIntentAnswer, Error, CreatePaymentIntentInput>({
    mutationFn: (input) => callApi(checkoutApi.createPaymentIntent, { body: input }),
  });
}
