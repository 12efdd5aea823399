import type { AdminOrder, MarkPaidInput } from "@shared/orders";
import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_READS } from "./order-reads";

type MarkPaid = MarkPaidInput & { id: number };

/** POST /api/admin/orders/:id/mark-paid: a manual order's payment arrived (decision 022). Once: again changes nothing. */
async function markOrderPaid({ id, ...input }: MarkPaid): Promise<AdminOrder> {
  return callApi(ordersApi.markPaid, { params: { id }, body: input });
}

export function useMarkOrderPaid() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: markOrderPaid,
    onSuccess: changed,
    success: ({ id }) => ({
      title: "Order marked as paid",
      description: `Order #${id} is paid and ready to ship. The customer is emailed a receipt.`,
    }),
    error: "Error marking order as paid",
    // 'Revenue' counts the order from now on: the statistics strip refetches with the lists.
    invalidate: ORDER_READS,
  });
}
