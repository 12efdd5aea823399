import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetupItem } from "@shared/owner-setup";

/** GET /api/admin/setup: the open items of the owner's setup checklist (decision 038). */
export const adminSetupQuery = () => queryOptions<SetupItem[]>({ queryKey: ["/api/admin/setup"] });

export function useAdminSetup() {
  return useQuery(adminSetupQuery());
}
