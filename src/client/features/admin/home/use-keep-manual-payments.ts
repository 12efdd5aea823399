import { useQueryClient } from "@tanstack/react-query";
import type { SetupDismiss, SetupItem } from "@shared/owner-setup";
import { adminApi } from "@shared/api/admin";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { adminSetupQuery } from "./use-admin-setup";

export function dismissSetupItem(input: SetupDismiss): Promise<SetupItem[]> {
  return callApi(adminApi.dismissSetup, { body: input });
}

/** POST /api/admin/setup/dismissed: 'Keep manual payments' takes the item off the checklist. */
export function useKeepManualPayments() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => dismissSetupItem({ id: "manual-payments" }),
    success: { title: "Manual payments kept", description: "You can connect Stripe any time by setting its keys." },
    error: "Could not update the checklist",
    onSuccess: (items) => queryClient.setQueryData(adminSetupQuery().queryKey, items),
  });
}
