import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/checkout";
import { PUBLIC_READ } from "@/lib/query-client";

/** GET /api/config: the card provider's publishable key, or null in manual payment mode. */
const publicConfigQuery = () => queryOptions<PublicConfig>({ queryKey: ["/api/config"], meta: PUBLIC_READ });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
