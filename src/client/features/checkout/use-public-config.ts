import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/checkout";
import { PUBLIC_READ } from "@/lib/query-client";

/** GET /api/config: the card provider's publishable key, or null in manual payment mode. */
export const PUBLIC_CONFIG_KEY = ["/api/config"] as const;

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY, meta: PUBLIC_READ });
}
