import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminDiscountsApi } from "@shared/api/admin-discounts";
import type { AdminDiscountCode, DiscountCodeInput } from "@shared/discount-schema";
import { callApi, queryKeyOf } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** GET /api/admin/discounts: the owner's codes with their uses and the money they took off (decision 059). */
const adminDiscountsQuery = () =>
  queryOptions<AnswerOf<typeof adminDiscountsApi.list>>({ queryKey: queryKeyOf(adminDiscountsApi.list) });

export function useAdminDiscounts() {
  return useQuery(adminDiscountsQuery());
}

const DISCOUNT_READS = [adminDiscountsQuery().queryKey];

export function useCreateDiscount() {
  return useApiMutation({
    mutationFn: (input: DiscountCodeInput): Promise<AdminDiscountCode> =>
      callApi(adminDiscountsApi.create, { body: input }),
    success: "Discount code created",
    error: "Error creating discount code",
    invalidate: DISCOUNT_READS,
  });
}

export function useUpdateDiscount(success = "Discount code saved") {
  return useApiMutation({
    mutationFn: ({ id, input }: { id: string; input: DiscountCodeInput }): Promise<AdminDiscountCode> =>
      callApi(adminDiscountsApi.update, { params: { id }, body: input }),
    success,
    error: "Error saving discount code",
    invalidate: DISCOUNT_READS,
  });
}
