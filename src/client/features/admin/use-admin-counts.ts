import { useEffect } from "react";
import type { AnswerOf } from "@shared/api/contract";
import { adminApi } from "@shared/api/admin";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";

/** GET /api/admin/counts: what needs the owner, shown on the tabs (decisions 026, 027). */
const adminCountsQuery = () =>
  queryOptions<AnswerOf<typeof adminApi.counts>>({ queryKey: queryKeyOf(adminApi.counts) });

/**
 * The counts (for an admin), fetched again after every write the admin makes: any of them (a status, an archive, a
 * payment) may change what needs the owner, and the query is cheap, so no write has to name it.
 */
export function useAdminCounts(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success")
          void queryClient.invalidateQueries({ queryKey: adminCountsQuery().queryKey });
      }),
    [queryClient],
  );
  return useQuery({ ...adminCountsQuery(), enabled });
}
