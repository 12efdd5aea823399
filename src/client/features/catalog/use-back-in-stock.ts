import { useMutation } from "@tanstack/react-query";
// Types only: the schemas (and zod) stay out of the storefront's first load (decision 057).
import type { BodyOf } from "@shared/api/contract";
import { marketingApi } from "@shared/api/marketing";
import { callApi } from "@/lib/api";

/** POST /api/back-in-stock: "Email me when it's back" (and new boards like this), confirmed by email (decision 060). */
export function useBackInStock() {
  return useMutation<{ message: string }, Error, BodyOf<typeof marketingApi.backInStock>>({
    mutationFn: (body) => callApi(marketingApi.backInStock, { body }),
  });
}
