import { useQuery } from "@tanstack/react-query";
import { publicConfigQuery } from "@/lib/queries";

/** GET /api/config (lib/queries.ts), for the checkout and sign-in pages; the card form reads it itself. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
