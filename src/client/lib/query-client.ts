import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** SPEC §9: nothing goes stale by itself, no refetch on focus, no polling, no retries, gc after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
