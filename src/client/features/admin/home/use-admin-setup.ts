import type { AnswerOf } from "@shared/api/contract";
import { adminApi } from "@shared/api/admin";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** GET /api/admin/setup: the open items of the owner's setup checklist (decision 038). */
export const adminSetupQuery = () =>
  queryOptions<AnswerOf<typeof adminApi.setup>>({ queryKey: queryKeyOf(adminApi.setup) });

export function useAdminSetup() {
  return useQuery(adminSetupQuery());
}
