import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { getQueryFn } from "./api";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** The answer is the same for every visitor (the catalogue, the site's texts): it outlives a change of user. */
      public?: boolean;
    };
  }
}

/** The `meta` of a read whose answer is the same for every visitor; see forgetPrivateReads. */
export const PUBLIC_READ = { public: true } as const;

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

/**
 * Drops every cached read except the public ones and `keep`, cancelling any still in flight: what
 * one person saw (their orders, the admin lists) must not be shown to the next person on a shared
 * computer. A read that is not marked public is forgotten by default, so a new read is safe even
 * when nobody thinks of this (decision 016).
 */
export function forgetPrivateReads(queryClient: QueryClient, keep: QueryKey): void {
  const kept = queryClient.getQueryCache().find({ queryKey: keep, exact: true });
  queryClient.removeQueries({ predicate: (query) => query !== kept && query.meta?.public !== true });
}
