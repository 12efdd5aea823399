import type { QueryClient } from "@tanstack/react-query";
import { ARCHIVED_CUSTOM_ORDERS_KEY } from "./use-archived-custom-orders";
import { CUSTOM_ORDERS_KEY } from "./use-custom-orders";

/** SPEC §7: every custom-order write refetches both custom order lists (the dialog follows them). */
export async function invalidateCustomOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CUSTOM_ORDERS_KEY }),
    queryClient.invalidateQueries({ queryKey: ARCHIVED_CUSTOM_ORDERS_KEY }),
  ]);
}
