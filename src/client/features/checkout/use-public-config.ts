import { useQuery } from "@tanstack/react-query";
import { publicConfigQuery } from "@/lib/queries";

/** GET /api/config (lib/queries.ts): checkout and commissions both pay by card with its key. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
