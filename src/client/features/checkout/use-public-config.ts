import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/checkout";

/** GET /api/config: the card provider's publishable key, or null in manual payment mode. */
export const PUBLIC_CONFIG_KEY = ["/api/config"] as const;

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY });
}
